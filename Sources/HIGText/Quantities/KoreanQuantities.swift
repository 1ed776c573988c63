/// The quantities Korean prose states: digits with their unit or counter (`0.5초`, `1~2분`, `3가지`, `3분의 1`,
/// `100만`), native numerals before a counter (`세 가지`, `두 번`), vague amounts (`몇`, `수십`) and frequencies (`2년에 한 번`, `연 2회`).
package enum KoreanQuantities {
    /// Units written right after a number, longest first so `밀리초` wins over `초`.
    package static let units: [(String, QuantityUnit?)] = [
        ("밀리초", .millisecond), ("밀리미터", .millimeter), ("센티미터", .centimeter), ("퍼센트", .percent), ("포인트", .point),
        ("시간", .hour), ("개월", .month), ("피트", .foot), ("인치", .inch), ("미터", .meter), ("픽셀", .pixel), ("프로", .percent),
        ("초", .second), ("분", .minute), ("일", .day), ("주", .week), ("달", .month), ("년", .year), ("해", .year), ("월", .monthOfYear),
        ("번째", nil), ("번", .times), ("회", .times), ("배", .scale),
    ]
    /// Counters: words that count things and carry no unit.
    package static let counters = ["가지", "개", "명", "줄", "단계", "글자", "자", "단어", "문장", "종류", "종", "차", "세대", "대", "곳", "장", "쪽",
                           "페이지", "칸", "열", "행", "항목", "손가락", "탭", "점", "살", "째"]
    /// Native Korean numerals as they stand before a counter.
    package static let natives: [(String, [Double])] = [
        ("한두", [1, 2]), ("두세", [2, 3]), ("서너", [3, 4]), ("열한", [11]), ("열두", [12]), ("다섯", [5]), ("여섯", [6]),
        ("일곱", [7]), ("여덟", [8]), ("아홉", [9]), ("스무", [20]), ("한", [1]), ("두", [2]), ("세", [3]), ("네", [4]), ("열", [10]),
    ]
    /// Numbers said as words of their own.
    package static let numberWords: [(String, [Double], QuantityUnit?)] = [
        ("하나", [1], nil), ("둘", [2], nil), ("셋", [3], nil), ("넷", [4], nil), ("첫", [1], nil), ("절반", [0.5], nil),
        ("하루", [1], .day), ("이틀", [2], .day), ("사흘", [3], .day), ("일주일", [1], .week),
    ]
    /// Vague amounts.
    package static let vague: [(String, ClosedRange<Double>)] = [
        ("수십", 10...99), ("수백", 100...999), ("수천", 1_000...9_999), ("수만", 10_000...99_999), ("두어", 2...3), ("몇", 2...9), ("여러", 2...1e12),
    ]
    /// Large-number words written after digits: `100만`, `1억`.
    package static let multipliers: [Character: Double] = ["만": 10_000, "억": 100_000_000, "천": 1_000, "백": 100]
    /// Period words of a frequency, in seconds.
    package static let periods: [(String, QuantityUnit)] = [("개월", .month), ("년", .year), ("달", .month), ("주", .week), ("일", .day),
                                                            ("시간", .hour), ("분", .minute), ("초", .second)]
    /// A rate's period said before its count: `초당 60회`, `분당 2번`.
    package static let perPeriod: [(String, QuantityUnit)] = [("초당", .second), ("분당", .minute), ("시간당", .hour), ("일당", .day), ("주당", .week)]
    /// `매일`, `매주`: once every period, or a count within it (`매초 60회`).
    package static let everyPeriod: [(String, QuantityUnit)] = [("매초", .second), ("매분", .minute), ("매시간", .hour), ("매일", .day), ("매주", .week),
                                                                ("매달", .month), ("매월", .month)]

    /// Every quantity and frequency in the Korean text, in order.
    package static func read(_ text: String) -> QuantityReading {
        var reader = Reader(text: text)
        reader.run()
        return reader.reading
    }

    /// The unit (or counter, `nil`) a word starts with, and how many characters it takes.
    package static func unit(startingWith word: String) -> (unit: QuantityUnit?, length: Int)? {
        if word.hasPrefix("분의") { return nil }
        for (prefix, unit) in units where word.hasPrefix(prefix) { return (unit, prefix.count) }
        for counter in counters where word.hasPrefix(counter) { return (nil, counter.count) }
        return nil
    }

    private struct Reader {
        let characters: [Character]
        let tokens: [NumberToken]
        var reading = QuantityReading()
        var index = 0

        init(text: String) {
            characters = Array(text)
            tokens = NumberToken.tokens(text)
        }

        func word(_ offset: Int) -> String? { offset >= 0 && offset < tokens.count ? tokens[offset].word : nil }
        func span(_ first: Int, _ last: Int) -> String { String(characters[tokens[first].start..<tokens[last].end]) }
        /// Whether token `offset` follows the one before it with no space.
        func isGlued(_ offset: Int) -> Bool { offset > 0 && offset < tokens.count && tokens[offset].start == tokens[offset - 1].end }

        /// Adds a quantity from token `first` to token `last`; `through` characters of the last token when it
        /// goes on with a particle (`5개의` is quoted as `5개`).
        mutating func add(_ values: [Double], _ unit: QuantityUnit?, _ commitment: Quantity.Commitment, from first: Int, to last: Int,
                          through length: Int? = nil, digits: Bool) {
            let end = length.map { tokens[last].start + $0 } ?? tokens[last].end
            reading.quantities.append(Quantity(values: values, unit: unit, commitment: commitment,
                                               text: String(characters[tokens[first].start..<end]), isDigits: digits))
        }

        mutating func run() {
            while index < tokens.count {
                let start = index
                if readFrequency() || readDigits() || readNative() { continue }
                index = start + 1
            }
        }

        /// A count at `offset` (digits, or a native numeral with or without a space before `번`/`회`), with the
        /// token it ends at, when it is followed by `번` or `회`.
        func count(at offset: Int) -> (Double, Int)? {
            if let number = tokens.indices.contains(offset) ? tokens[offset].number : nil, let next = word(offset + 1), isGlued(offset + 1),
               next.hasPrefix("번") || next.hasPrefix("회") {
                return (number, offset + 1)
            }
            guard let word = word(offset) else { return nil }
            for (native, values) in KoreanQuantities.natives where values.count == 1 {
                if word.hasPrefix(native + "번") || word.hasPrefix(native + "회") { return (values[0], offset) }
                if word == native, let next = self.word(offset + 1), next.hasPrefix("번") || next.hasPrefix("회"), !next.hasPrefix("번째") {
                    return (values[0], offset + 1)
                }
            }
            return nil
        }

        /// `2년에 한 번`, `2년마다`, `1년에 두 번`, `연 2회`, `매년`, `격년`, `반년마다`, `하루에 세 번`.
        mutating func readFrequency() -> Bool {
            guard index < tokens.count else { return false }
            var periodLength: Double?
            var last = index
            var rest = ""
            if let number = tokens[index].number, let word = word(index + 1), isGlued(index + 1) {
                for (prefix, unit) in KoreanQuantities.periods where word.hasPrefix(prefix + "에") || word.hasPrefix(prefix + "마다") {
                    periodLength = number * unit.base!
                    rest = String(word.dropFirst(prefix.count))
                    last = index + 1
                    break
                }
            } else if let word = word(index) {
                let spoken: [(String, Double)] = [("하루", QuantityUnit.day.base!), ("일주일", QuantityUnit.week.base!), ("반년", QuantityUnit.year.base! / 2),
                                                  ("일년", QuantityUnit.year.base!), ("한해", QuantityUnit.year.base!)]
                for (prefix, length) in spoken where word.hasPrefix(prefix + "에") || word.hasPrefix(prefix + "마다") {
                    periodLength = length
                    rest = String(word.dropFirst(prefix.count))
                }
                if ["한", "일"].contains(word), let next = self.word(index + 1) {
                    for (prefix, unit) in [("년", QuantityUnit.year), ("달", .month), ("주", .week)] where next.hasPrefix(prefix + "에") || next.hasPrefix(prefix + "마다") {
                        periodLength = unit.base!
                        rest = String(next.dropFirst(prefix.count))
                        last = index + 1
                    }
                }
                let every: [(String, Double, Double)] = [("매년", 1, 1), ("매해", 1, 1), ("격년", 1, 2), ("연간", 1, 1)]
                if periodLength == nil, let (_, count, years) = every.first(where: { word.hasPrefix($0.0) }) {
                    // `연간 2회` counts within the year.
                    if let (times, end) = self.count(at: index + 1) {
                        reading.frequencies.append(Frequency(count: times, period: years * QuantityUnit.year.base!, text: span(index, end)))
                        index = end + 1
                        return true
                    }
                    reading.frequencies.append(Frequency(count: count, period: years * QuantityUnit.year.base!, text: span(index, index)))
                    index += 1
                    return true
                }
                if periodLength == nil, let (_, unit) = KoreanQuantities.perPeriod.first(where: { word == $0.0 }), let (times, end) = self.count(at: index + 1) {
                    reading.frequencies.append(Frequency(count: times, period: unit.base!, text: span(index, end)))
                    index = end + 1
                    return true
                }
                if periodLength == nil, let (_, unit) = KoreanQuantities.everyPeriod.first(where: { word.hasPrefix($0.0) }) {
                    let counted = self.count(at: index + 1)
                    reading.frequencies.append(Frequency(count: counted?.0 ?? 1, period: unit.base!, text: span(index, counted?.1 ?? index)))
                    index = (counted?.1 ?? index) + 1
                    return true
                }
                if periodLength == nil, word == "연", let (times, end) = self.count(at: index + 1) {
                    reading.frequencies.append(Frequency(count: times, period: QuantityUnit.year.base!, text: span(index, end)))
                    index = end + 1
                    return true
                }
            }
            guard let periodLength else { return false }
            if rest.hasPrefix("마다") {
                reading.frequencies.append(Frequency(count: 1, period: periodLength, text: span(index, last)))
                index = last + 1
                return true
            }
            guard let (times, end) = count(at: last + 1) else { return false }
            reading.frequencies.append(Frequency(count: times, period: periodLength, text: span(index, end)))
            index = end + 1
            return true
        }

        /// A digit number and what follows it: a range (`1~2분`), a size (`44x44pt`), a fraction (`3분의 1`), a
        /// large-number word (`100만`), a unit or counter.
        mutating func readDigits() -> Bool {
            guard case .number(let value, let glued) = tokens[index].kind else { return false }
            var last = index
            // `3분의 1`: one third.
            if let word = word(index + 1), isGlued(index + 1), word == "분의", let numerator = tokens.indices.contains(index + 2) ? tokens[index + 2].number : nil, value != 0 {
                add([numerator / value], nil, .stated, from: index, to: index + 2, digits: true)
                index += 3
                return true
            }
            var values = [value]
            var unit: QuantityUnit? = glued.isEmpty ? nil : QuantityUnit.latinAbbreviations[glued]
            var unitWord: String?
            var kept: Int?
            while unit == nil, let symbol = tokens.indices.contains(last + 1) ? tokens[last + 1].symbol : nil, "~-–×".contains(symbol),
                  let next = tokens.indices.contains(last + 2) ? tokens[last + 2].number : nil {
                values.append(next)
                last += 2
                if case .number(_, let glued) = tokens[last].kind, !glued.isEmpty { unit = QuantityUnit.latinAbbreviations[glued] }
            }
            if unit == nil, tokens.indices.contains(last + 1) {
                let next = tokens[last + 1]
                if next.symbol == "%" {
                    unit = .percent
                    last += 1
                } else if var word = next.word, isGlued(last + 1) || next.start == tokens[last].end + 1 {
                    var consumed = 0
                    if isGlued(last + 1), let first = word.first, let multiplier = KoreanQuantities.multipliers[first] {
                        values[values.count - 1] *= multiplier
                        word = String(word.dropFirst())
                        consumed = 1
                    }
                    if let found = KoreanQuantities.unit(startingWith: word) {
                        unit = found.unit
                        unitWord = String(word.prefix(found.length))
                        consumed += found.length
                    } else if let latin = QuantityUnit.latinAbbreviations[word] {
                        unit = latin
                        consumed += word.count
                    }
                    if consumed > 0 {
                        last += 1
                        kept = consumed
                    }
                }
            }
            // A day (`일`), week (`주`) or month (`월`) glued to its number only; `3 주요` is not three weeks.
            if let unitWord, ["일", "주", "월"].contains(unitWord), !isGlued(last) { unit = nil }
            // `1분 또는 2분`, `1분이나 2분`: one range.
            if let unitWord, values.count == 1, let second = alternative(after: last, unitWord: unitWord) {
                values.append(second.value)
                last = second.last
                kept = unitWord.count
            }
            add(values, unit, .stated, from: index, to: last, through: kept, digits: true)
            index = last + 1
            return true
        }

        /// The second number of `1분 또는 2분` / `1분이나 2분` / `1분 내지 2분`, in the same unit word.
        func alternative(after last: Int, unitWord: String) -> (value: Double, last: Int)? {
            guard let word = word(last) else { return nil }
            var next = last + 1
            let particle = word.hasPrefix(unitWord) ? String(word.dropFirst(unitWord.count)) : ""
            if !KoreanParticles.alternatives.contains(particle) {
                guard particle.isEmpty, let connector = self.word(next), ["또는", "혹은", "내지"].contains(connector) else { return nil }
                next += 1
            }
            guard let value = tokens.indices.contains(next) ? tokens[next].number : nil, let unit = self.word(next + 1), isGlued(next + 1),
                  unit.hasPrefix(unitWord) else { return nil }
            return (value, next + 1)
        }

        /// A native numeral before a counter (`세 가지`, `두 번째`, `한두 번`), a number word (`하나`, `하루`,
        /// `절반`) or a vague amount (`몇 초`, `수십`).
        mutating func readNative() -> Bool {
            guard let word = word(index) else { return false }
            for (vague, range) in KoreanQuantities.vague where word.hasPrefix(vague) {
                var unit: QuantityUnit?
                var last = index
                let rest = String(word.dropFirst(vague.count))
                if let found = KoreanQuantities.unit(startingWith: rest) { unit = found.unit }
                else if rest.isEmpty, let next = self.word(index + 1), let found = KoreanQuantities.unit(startingWith: next) { unit = found.unit; last += 1 }
                reading.quantities.append(Quantity(values: [], unit: unit, commitment: .approximate(range), text: span(index, last), isDigits: false))
                index = last + 1
                return true
            }
            for (number, values, unit) in KoreanQuantities.numberWords where word.hasPrefix(number) {
                // `첫` only before `번째`/`째`; `하나`, `둘` as whole words with a particle at most.
                if number == "첫", !(word.hasPrefix("첫째") || self.word(index + 1)?.hasPrefix("번째") == true) { continue }
                if ["둘", "셋", "넷"].contains(number), word.count > number.count + 1 { continue }
                add(values, unit, .incidental, from: index, to: index, digits: false)
                index += 1
                return true
            }
            for (native, values) in KoreanQuantities.natives {
                var last = index
                var unit: QuantityUnit?
                var kept: Int?
                if word == native, let next = self.word(index + 1) {
                    // `두`, `세`, … are numerals before any noun; `한` and `열` only before a counter.
                    if let found = KoreanQuantities.unit(startingWith: next) {
                        unit = found.unit
                        kept = found.length
                    } else if native == "한" || native == "열" || native == "한두" {
                        continue
                    }
                    last = index + 1
                } else if word.hasPrefix(native), (KoreanQuantities.unit(startingWith: word)?.length ?? 0) <= native.count,
                          let found = KoreanQuantities.unit(startingWith: String(word.dropFirst(native.count))),
                          found.unit == nil || found.unit == .times || found.unit == .scale {
                    // Glued only before a counter (`두개`, `한번`, `두배`): `세분성` is granularity, not three minutes, and a
                    // word that is itself a counter (`세대`, generation) is no numeral.
                    unit = found.unit
                    kept = native.count + found.length
                } else {
                    continue
                }
                // `두 번`, `두 배` count like `twice`; `두 월` is not a month.
                if unit == .monthOfYear || unit == .times || unit == .scale { unit = nil }
                add(values, unit, values == [1] ? .incidental : .stated, from: index, to: last, through: kept, digits: false)
                index = last + 1
                return true
            }
            return false
        }
    }
}
