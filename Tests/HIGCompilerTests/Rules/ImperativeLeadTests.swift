import HIGCorpus
import XCTest
@testable import HIGCompiler

final class ImperativeLeadTests: XCTestCase {
    private func kind(_ sentence: String) -> RuleKind? { ImperativeLead.read(sentence)?.kind }

    func testKindFromTheLeadVerb() {
        XCTAssertEqual(kind("Avoid letting an action sheet scroll."), .dont)
        XCTAssertEqual(kind("Don’t use an emoji in place of a symbol."), .dont)
        XCTAssertEqual(kind("Don't send notifications that repeat information."), .dont)
        XCTAssertEqual(kind("Do not display more than four buttons."), .dont)
        XCTAssertEqual(kind("Never use Activity rings to represent data."), .dont)
        XCTAssertEqual(kind("Consider using a symbol to represent your custom activity."), .consider)
        XCTAssertEqual(kind("Prefer system fonts."), .consider)
        XCTAssertEqual(kind("Favor improving search results over including a scope bar."), .consider)
        XCTAssertEqual(kind("Use action sheets sparingly."), .do)
        XCTAssertEqual(kind("Display only one sheet at a time from the main interface."), .do)
        XCTAssertEqual(kind("Make sure activities are appropriate for the current context."), .do)
    }

    func testIntroductoryPhrasesAndAdverbsBeforeTheVerb() {
        XCTAssertEqual(ImperativeLead.read("In an iPhone app, consider supporting the medium detent."),
                       ImperativeReading(verb: "consider", kind: .consider, introduction: "In an iPhone app"))
        XCTAssertEqual(ImperativeLead.read("If you change the default label, avoid confusing alternatives."),
                       ImperativeReading(verb: "avoid", kind: .dont, introduction: "If you change the default label"))
        XCTAssertEqual(kind("In general, don’t replace a checkbox with a switch."), .dont)
        XCTAssertEqual(kind("Although page controls can handle any number of pages, don’t display too many."), .dont)
        XCTAssertEqual(kind("Clearly identify the setting the toggle affects."), .do)
        XCTAssertEqual(kind("Always save work when automatically closing a popover."), .do)
    }

    func testDescriptionsAreNotInstructions() {
        XCTAssertNil(ImperativeLead.read("A sheet helps people perform a scoped task."))
        XCTAssertNil(ImperativeLead.read("By default, a sheet is modal."))
        XCTAssertNil(ImperativeLead.read("In macOS, visionOS, and watchOS, a sheet is always modal."))
        XCTAssertNil(ImperativeLead.read("Sheets automatically support the large detent."))
        XCTAssertNil(ImperativeLead.read("In visionOS, you can give people a way to transition your app to a Full Space."))
        XCTAssertNil(ImperativeLead.read("The Notes format sheet lets people apply formatting."))
        XCTAssertNil(ImperativeLead.read("Help buttons are circular, consistently sized buttons."))
        XCTAssertNil(ImperativeLead.read("Use of color is optional."))
        XCTAssertNil(ImperativeLead.read("While a sheet is visible in a visionOS app, it floats in front of its parent window."))
    }

    func testKindOfBoldLeadWithAnUnknownVerbFallsBackToDo() {
        XCTAssertEqual(ImperativeLead.kind(of: "Tailor the appearance of grid lines."), .do)
        XCTAssertEqual(ImperativeLead.kind(of: "Gracefully avoid surprises."), .dont)
        XCTAssertEqual(ImperativeLead.kind(of: "Frobnicate the widget."), .do)
    }
}
