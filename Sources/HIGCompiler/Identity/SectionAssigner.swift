import HIGText

/// Gives every block its heading path. Flattened exports put platform headings ("iOS, iPadOS") at the same
/// level as "Platform considerations"; they are nested under it, as on Apple's site.
enum SectionAssigner {
    static let platformConsiderations = "platform considerations"

    /// Section paths, one per block, in order.
    static func sections(for blocks: [RawBlock]) -> [[String]] {
        var stack: [(level: Double, title: String)] = []
        var result: [[String]] = []
        result.reserveCapacity(blocks.count)
        for block in blocks {
            if block.kind == .heading {
                var level = Double(block.headingLevel ?? 1)
                if isPlatformHeading(block.english.text),
                   let parent = stack.last(where: { $0.title.lowercased() == platformConsiderations }), parent.level >= level {
                    level = parent.level + 0.5
                }
                while let top = stack.last, top.level >= level { stack.removeLast() }
                stack.append((level, block.english.text))
            }
            result.append(stack.map(\.title))
        }
        return result
    }

    /// "iOS, iPadOS", "watchOS", "iOS and iPadOS": every part names a platform (`PlatformName.inHeading`).
    static func isPlatformHeading(_ text: String) -> Bool {
        PlatformName.inHeading(text) != nil
    }
}
