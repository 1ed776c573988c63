/// The values a sentence states, as a translator reads them in either language (`half a second` and `0.5초` are
/// the same quantity).
package struct Quantity: Equatable, Sendable {
    /// How firmly the text commits to the values.
    package enum Commitment: Equatable, Sendable {
        /// Digits, or a number word used as a number (`three ranges`, `twice`, `triathlon`).
        case stated
        /// A word that is a number only sometimes (`one`, `first`, `both`, `a second`): it may match a value on
        /// the other side, but is never reported on its own.
        case incidental
        /// A vague amount (`a few`, `dozens`, `몇`): any value in the range is a faithful rendering of it.
        case approximate(ClosedRange<Double>)
    }

    /// The values: one, a range's two ends (`1~2분`), or a size's sides (`44x44 pt`).
    package var values: [Double]
    package var unit: QuantityUnit?
    package var commitment: Commitment
    /// The quantity as written in the source, for messages and to point a column at it.
    package var text: String
    /// Whether it is written in digits (only digits are reported when one side lacks them altogether).
    package var isDigits: Bool
    /// For a strict bound (`more than two`: +1, `fewer than 5`: −1), the step to the inclusive bound Korean
    /// usually writes (`세 개 이상`, `4개 이하`).
    package var boundStep: Double?

    package init(values: [Double], unit: QuantityUnit?, commitment: Commitment, text: String, isDigits: Bool, boundStep: Double? = nil) {
        self.values = values
        self.unit = unit
        self.commitment = commitment
        self.text = text
        self.isDigits = isDigits
        self.boundStep = boundStep
    }

    /// The values as a reader says them: `1–2 min`, `0.5 s`, `3`.
    package var rendered: String {
        let numbers: String
        if case .approximate(let range) = commitment {
            numbers = range.upperBound >= 1e12 ? "\(Self.render(range.lowerBound))+" : "\(Self.render(range.lowerBound))–\(Self.render(range.upperBound))"
        } else if values.count == 2, values[0] < values[1] {
            numbers = "\(Self.render(values[0]))–\(Self.render(values[1]))"
        } else {
            numbers = values.map(Self.render).joined(separator: "×")
        }
        guard let unit else { return numbers }
        return unit == .percent ? numbers + "%" : "\(numbers) \(unit.symbol)"
    }

    /// A number without a needless `.0`, and fractions as people write them (`1/3`).
    package static func render(_ value: Double) -> String {
        for denominator in [3.0, 6.0] {
            let numerator = value * denominator
            if abs(numerator - numerator.rounded()) < 1e-9, abs(value - value.rounded()) > 1e-9, abs(value * 4 - (value * 4).rounded()) > 1e-9 {
                return "\(Int(numerator.rounded()))/\(Int(denominator))"
            }
        }
        if abs(value - value.rounded()) < 1e-9, abs(value) < 1e15 { return String(Int(value.rounded())) }
        var text = String(value)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// A unit both languages write after a number.
package enum QuantityUnit: String, Sendable {
    case moment, millisecond, second, minute, hour, day, week, month, year
    case foot, inch, meter, centimeter, millimeter
    case point, pixel, percent, scale, times
    /// A month named by its number (`June` / `6월`), not a length of time.
    case monthOfYear

    /// What the unit measures; values convert only within one dimension.
    package enum Dimension: Sendable { case time, length, point, pixel, percent, scale, times, calendar }

    package var dimension: Dimension {
        switch self {
        case .moment, .millisecond, .second, .minute, .hour, .day, .week, .month, .year: .time
        case .foot, .inch, .meter, .centimeter, .millimeter: .length
        case .point: .point
        case .pixel: .pixel
        case .percent: .percent
        case .scale: .scale
        case .times: .times
        case .monthOfYear: .calendar
        }
    }

    /// The size of one unit in its dimension's base (seconds, meters); `nil` for `moment`, which has no size.
    package var base: Double? {
        switch self {
        case .moment: nil
        case .millisecond: 0.001
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        case .day: 86_400
        case .week: 604_800
        case .month: 2_629_800
        case .year: 31_557_600
        case .foot: 0.3048
        case .inch: 0.0254
        case .meter: 1
        case .centimeter: 0.01
        case .millimeter: 0.001
        case .point, .pixel, .percent, .scale, .times, .monthOfYear: 1
        }
    }

    /// The short name used in messages.
    package var symbol: String {
        switch self {
        case .moment: "moments"
        case .millisecond: "ms"
        case .second: "s"
        case .minute: "min"
        case .hour: "h"
        case .day: "days"
        case .week: "weeks"
        case .month: "months"
        case .year: "years"
        case .foot: "ft"
        case .inch: "in"
        case .meter: "m"
        case .centimeter: "cm"
        case .millimeter: "mm"
        case .point: "pt"
        case .pixel: "px"
        case .percent: "%"
        case .scale: "x"
        case .times: "times"
        case .monthOfYear: "(month)"
        }
    }

    /// Units written the same way in English and in Korean text: `44pt`, `60m`. (A glued `s` is a plural, `1980s`.)
    package static let latinAbbreviations: [String: QuantityUnit] = [
        "ms": .millisecond, "sec": .second, "secs": .second, "min": .minute, "mins": .minute,
        "h": .hour, "hr": .hour, "hrs": .hour, "ft": .foot, "in": .inch, "m": .meter, "cm": .centimeter, "mm": .millimeter,
        "pt": .point, "pts": .point, "px": .pixel, "x": .scale,
    ]
    /// Units glued to a number that the checks do not convert (`60fps`, `44kHz`): the number is still a number.
    package static let otherLatinUnits: Set<String> = ["fps", "hz", "khz", "mhz", "ghz", "kb", "mb", "gb", "tb", "kbps", "mbps", "gbps", "bps",
                                                       "em", "dp", "dpi", "ppi", "bit", "bits", "s"]
    /// The Latin unit abbreviations that are no English word (`px`, `fps`, `ms`; not `in` or `bit`): text made of them
    /// and numbers states values, it is not prose.
    package static let abbreviationsUnlikeWords: Set<String> = Set(latinAbbreviations.keys).union(otherLatinUnits).subtracting(["in", "bit", "bits"])
}

/// How often something happens: `count` times every `period` seconds (`biannual`: 2 a year; `2년에 한 번`: 1 every 2 years).
package struct Frequency: Equatable, Sendable {
    package var count: Double
    package var period: Double
    /// As written in the source.
    package var text: String

    /// Occurrences per year, the scale both sides are compared on.
    package var perYear: Double { count * QuantityUnit.year.base! / period }

    /// `twice a year`, `once every 2 years`.
    package var rendered: String {
        let times = count == 1 ? "once" : count == 2 ? "twice" : "\(Quantity.render(count)) times"
        let years = period / QuantityUnit.year.base!
        if abs(years - 1) < 1e-9 { return "\(times) a year" }
        if years > 1 { return "\(times) every \(Quantity.render(years)) years" }
        let months = period / QuantityUnit.month.base!
        if abs(months - 1) < 1e-9 { return "\(times) a month" }
        let days = period / QuantityUnit.day.base!
        if abs(days - 7) < 1e-9 { return "\(times) a week" }
        if abs(days - 1) < 1e-9 { return "\(times) a day" }
        return "\(times) every \(Quantity.render(days)) days"
    }
}

/// Every quantity and frequency a text states, in order.
package struct QuantityReading: Sendable {
    package var quantities: [Quantity] = []
    package var frequencies: [Frequency] = []
}
