/// The quantities English prose states, in digits or in words, as a translator reads them: `three ranges` (3),
/// `half a second` (0.5 s), `a minute or two` (1–2 min), `no more than a foot` (1 ft), `triathlon` (3), `the third`
/// (3), `dozens` (about 13–99), `a couple` (2–3), `biannual` (twice a year).
package enum EnglishQuantities {
    package static let cardinals: [String: Double] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
        "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    package static let scales: [String: Double] = ["hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000]
    /// Ordinals from `third` on are stated; `first` and `second` are mostly “at first”, “a second window”.
    package static let ordinals: [String: Double] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
        "tenth": 10, "eleventh": 11, "twelfth": 12, "twentieth": 20, "hundredth": 100,
    ]
    /// Words that mean a number (`twice`, `triathlon`); incidental ones (`once`, `both`) only match a value.
    package static let numberWords: [String: (Double, Quantity.Commitment)] = [
        "twice": (2, .stated), "thrice": (3, .stated), "triple": (3, .incidental), "quadruple": (4, .stated),
        "once": (1, .incidental), "single": (1, .incidental), "double": (2, .incidental), "both": (2, .incidental),
        "pair": (2, .incidental), "dual": (2, .incidental), "primary": (1, .incidental), "secondary": (2, .incidental),
        "tertiary": (3, .incidental), "biathlon": (2, .stated), "triathlon": (3, .stated), "pentathlon": (5, .stated),
        "heptathlon": (7, .stated), "decathlon": (10, .stated), "trilogy": (3, .stated), "dozen": (12, .stated),
    ]
    /// Vague amounts and the values a faithful rendering may give them.
    package static let vague: [String: ClosedRange<Double>] = [
        "several": 2...9, "dozens": 13...99, "hundreds": 100...999, "thousands": 1_000...999_999, "millions": 1_000_000...1e12,
    ]
    /// Fractions written as words (`one-third`, `two-thirds`, `half`).
    package static let fractions: [String: Double] = [
        "half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4, "fifth": 5, "fifths": 5,
        "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7, "eighth": 8, "eighths": 8, "ninth": 9, "ninths": 9, "tenth": 10, "tenths": 10,
        "hundredth": 100, "hundredths": 100, "thousandth": 1_000, "thousandths": 1_000,
    ]
    /// Words that state zero by denying it: a translator writes `0이 아닌`.
    package static let nonzero: Set<String> = ["nonzero", "non-zero"]
    package static let units: [String: QuantityUnit] = [
        "moment": .moment, "moments": .moment, "millisecond": .millisecond, "milliseconds": .millisecond,
        "second": .second, "seconds": .second, "minute": .minute, "minutes": .minute, "hour": .hour, "hours": .hour,
        "day": .day, "days": .day, "week": .week, "weeks": .week, "month": .month, "months": .month, "year": .year, "years": .year,
        "foot": .foot, "feet": .foot, "inch": .inch, "inches": .inch, "meter": .meter, "meters": .meter, "metre": .meter,
        "metres": .meter, "centimeter": .centimeter, "centimeters": .centimeter, "millimeter": .millimeter, "millimeters": .millimeter,
        "point": .point, "points": .point, "pixel": .pixel, "pixels": .pixel, "percent": .percent, "times": .times,
        "pt": .point, "pts": .point, "px": .pixel, "mm": .millimeter, "cm": .centimeter, "ms": .millisecond, "ft": .foot,
    ]
    package static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
    /// Frequencies said in one word.
    package static let frequencyWords: [String: (count: Double, years: Double)] = [
        "biannual": (2, 1), "biannually": (2, 1), "semiannual": (2, 1), "semiannually": (2, 1), "semi-annual": (2, 1),
        "semi-annually": (2, 1), "half-yearly": (2, 1), "twice-yearly": (2, 1), "biennial": (1, 2), "biennially": (1, 2),
        "annual": (1, 1), "annually": (1, 1), "yearly": (1, 1),
    ]
    /// Words after which `a second`, `a minute` or `a foot` is a quantity; before any other word the unit word is
    /// part of a name (`a second window` is “another window”, `a minute list` a list of minutes).
    private static let afterUnitWords: Set<String> = [
        "or", "and", "to", "before", "after", "later", "earlier", "until", "while", "when", "then", "so", "for", "of", "longer",
        "shorter", "at", "in", "on", "away", "ago", "apart", "long", "wide", "tall", "high", "deep", "from", "more", "less",
        "each", "per", "into", "by", "with", "without", "too", "old", "is", "are", "was", "if", "as", "than", "the", "a",
    ]
    /// Words before a number that make it a bound the Korean may state one off: `more than two` is `세 개 이상`.
    package static let bounds: [String: Double] = ["more": 1, "greater": 1, "larger": 1, "longer": 1, "over": 1, "fewer": -1, "less": -1, "shorter": -1, "under": -1]

    /// Every quantity and frequency in the text, in order.
    package static func read(_ text: String) -> QuantityReading {
        var reader = Reader(text: text, tokens: NumberToken.tokens(text))
        reader.run()
        return reader.reading
    }

    private struct Reader {
        let text: String
        let characters: [Character]
        let tokens: [NumberToken]
        var reading = QuantityReading()
        var index = 0

        init(text: String, tokens: [NumberToken]) {
            self.text = text
            characters = Array(text)
            self.tokens = tokens
        }

        func word(_ offset: Int) -> String? { offset >= 0 && offset < tokens.count ? tokens[offset].word : nil }
        func symbol(_ offset: Int) -> Character? { offset >= 0 && offset < tokens.count ? tokens[offset].symbol : nil }
        func span(_ first: Int, _ last: Int) -> String { String(characters[tokens[first].start..<tokens[last].end]) }

        mutating func add(_ values: [Double], _ unit: QuantityUnit?, _ commitment: Quantity.Commitment, from first: Int, to last: Int, digits: Bool = false) {
            reading.quantities.append(Quantity(values: values, unit: unit, commitment: commitment, text: span(first, last), isDigits: digits))
        }

        mutating func run() {
            while index < tokens.count {
                let start = index
                if readFrequency() || readNumber() || readIdiom() { continue }
                index = start + 1
            }
        }

        /// A cardinal at `offset` in digits or words (`1,000`, `twenty-five`, `two hundred`, `a dozen`), with its
        /// last token and whether it is digits.
        func cardinal(at offset: Int) -> (value: Double, last: Int, digits: Bool)? {
            guard offset < tokens.count else { return nil }
            if case .number(let value, let glued) = tokens[offset].kind, !["st", "nd", "rd", "th"].contains(glued) {
                if let scale = word(offset + 1).flatMap({ EnglishQuantities.scales[$0] }) { return (value * scale, offset + 1, true) }
                return (value, offset, true)
            }
            guard let first = word(offset) else { return nil }
            var total = 0.0
            var current = 0.0
            var last = offset - 1
            var cursor = offset
            if first == "a" || first == "an", let next = word(offset + 1) {
                // `a hundred`, `a dozen`; `a minute`, `a foot` (the unit is read by the caller).
                if EnglishQuantities.scales[next] != nil || next == "dozen" {
                    current = 1
                    last = offset
                    cursor = offset + 1
                } else if EnglishQuantities.units[next] != nil, next.count > 2 {
                    return (1, offset, false)
                }
            }
            while let word = word(cursor) {
                let parts = word.split(separator: "-").map(String.init)
                if parts.count == 2, let tens = EnglishQuantities.cardinals[parts[0]], let ones = EnglishQuantities.cardinals[parts[1]], tens >= 20, ones < 10 {
                    current += tens + ones
                } else if let value = EnglishQuantities.cardinals[word] {
                    current += value
                } else if let scale = EnglishQuantities.scales[word], last >= offset {
                    if scale == 100 { current = max(current, 1) * 100 } else { total += max(current, 1) * scale; current = 0 }
                } else if word == "dozen", last >= offset {
                    current = max(current, 1) * 12
                } else if word == "and", last >= offset, current >= 100 || total > 0, let next = self.word(cursor + 1), EnglishQuantities.cardinals[next] != nil {
                    cursor += 1
                    continue
                } else {
                    break
                }
                last = cursor
                cursor += 1
            }
            guard last >= offset else { return nil }
            return (total + current, last, false)
        }

        /// The unit named right after a number token or word at `last`, and the token it ends at.
        func unit(after last: Int) -> (QuantityUnit, Int)? {
            if case .number(_, let glued) = tokens[last].kind, !glued.isEmpty, let unit = QuantityUnit.latinAbbreviations[glued] {
                return (unit, last)
            }
            var next = last + 1
            // `44-point`, `10-second`.
            if symbol(next) == "-", tokens.indices.contains(next + 1), tokens[next + 1].start == tokens[next].end { next += 1 }
            if symbol(next) == "%" { return (.percent, next) }
            guard let word = word(next) else { return nil }
            if word == "per", self.word(next + 1) == "cent" { return (.percent, next + 1) }
            return EnglishQuantities.units[word].map { ($0, next) }
        }

        /// `every other year`, `every 2 years`, `twice a year`, `3 times per week`, `biannual`.
        mutating func readFrequency() -> Bool {
            guard let first = word(index) else {
                if let count = cardinal(at: index), word(count.last + 1) == "times", let (period, last) = period(after: count.last + 2) {
                    reading.frequencies.append(Frequency(count: count.value, period: period, text: span(index, last)))
                    index = last + 1
                    return true
                }
                return false
            }
            if let frequency = EnglishQuantities.frequencyWords[first] {
                reading.frequencies.append(Frequency(count: frequency.count, period: frequency.years * QuantityUnit.year.base!, text: span(index, index)))
                index += 1
                return true
            }
            if first == "every" {
                if word(index + 1) == "other", let unitWord = word(index + 2), let unit = EnglishQuantities.units[unitWord], let base = unit.base, unit.dimension == .time {
                    reading.frequencies.append(Frequency(count: 1, period: 2 * base, text: span(index, index + 2)))
                    index += 3
                    return true
                }
                if let count = cardinal(at: index + 1), let (unit, last) = unit(after: count.last), let base = unit.base, unit.dimension == .time {
                    reading.frequencies.append(Frequency(count: 1, period: count.value * base, text: span(index, last)))
                    index = last + 1
                    return true
                }
                return false
            }
            let counts: [String: Double] = ["once": 1, "twice": 2, "thrice": 3]
            var count: (value: Double, last: Int)?
            if let value = counts[first] { count = (value, index) }
            else if let number = cardinal(at: index), word(number.last + 1) == "times" { count = (number.value, number.last + 1) }
            guard let count, let (period, last) = period(after: count.last + 1) else { return false }
            reading.frequencies.append(Frequency(count: count.value, period: period, text: span(index, last)))
            index = last + 1
            return true
        }

        /// `a year`, `per week`, `each day`, `yearly` after a count.
        func period(after offset: Int) -> (Double, Int)? {
            guard let word = word(offset) else { return nil }
            if ["a", "an", "per", "each", "every"].contains(word), let unitWord = self.word(offset + 1),
               let unit = EnglishQuantities.units[unitWord], unit.dimension == .time, let base = unit.base {
                return (base, offset + 1)
            }
            return nil
        }

        /// A number in digits or words with what follows it: a second number (`5 to 7`, `44x44`, `one or two`),
        /// `and a half`, a unit, `or two` (`a minute or two`).
        mutating func readNumber() -> Bool {
            guard let first = cardinal(at: index) else { return readWordNumber() }
            var values = [first.value]
            var last = first.last
            var digits = first.digits
            // A range or a size: `5–7`, `5 to 7`, `one or two`, `44x44`, `between 3 and 5`.
            while tokens.indices.contains(last + 2) {
                let connector = tokens[last + 1]
                let isConnector: Bool
                switch connector.kind {
                case .symbol(let symbol): isConnector = "–~×".contains(symbol) || symbol == "-" && connector.start == tokens[last].end
                case .word(let word): isConnector = ["to", "or", "through", "x", "by"].contains(word) || word == "and" && self.word(index - 1) == "between"
                default: isConnector = false
                }
                guard isConnector, let next = cardinal(at: last + 2) else { break }
                values.append(next.value)
                digits = digits || next.digits
                last = next.last
            }
            if word(last + 1) == "and", word(last + 2) == "a", word(last + 3) == "half" {
                values[values.count - 1] += 0.5
                last += 3
            }
            var unit: QuantityUnit?
            if let (found, end) = self.unit(after: last) {
                // `a second window` is “another window”, not a length of time.
                if word(index) == "a" || word(index) == "an", let following = word(end + 1), !afterUnitWords.contains(following) {
                    index = end + 1
                    return true
                }
                unit = found
                last = end
                // `an hour and a half`.
                if word(last + 1) == "and", word(last + 2) == "a", word(last + 3) == "half" {
                    values[values.count - 1] += 0.5
                    last += 3
                }
            }
            // `a minute or two`, `a moment or two`.
            if word(last + 1) == "or", let more = cardinal(at: last + 2), !more.digits, more.value > values[values.count - 1] {
                values.append(more.value)
                last = more.last
            }
            // `one` alone, `a moment`: words that are not always numbers.
            let incidental = !digits && values == [1] && (unit == nil || unit == .moment)
            add(values, unit, incidental ? .incidental : .stated, from: index, to: last, digits: digits)
            // `more than two`, `over 10`, `fewer than 5`.
            // (`no more than three` is `3개 이하`, with no step.)
            if word(index - 1) == "than", let step = word(index - 2).flatMap({ EnglishQuantities.bounds[$0] }), word(index - 3) != "no" {
                reading.quantities[reading.quantities.count - 1].boundStep = step
            } else if let comparative = word(index - 1), comparative == "over" || comparative == "under" {
                reading.quantities[reading.quantities.count - 1].boundStep = EnglishQuantities.bounds[comparative]
            }
            index = last + 1
            return true
        }

        /// A number said in one word: `third`, `twice`, `one-third`, `half a second`, `quarter-hour`, `June`.
        mutating func readWordNumber() -> Bool {
            guard let word = word(index) else { return readOrdinalDigits() }
            let parts = word.split(separator: "-").map(String.init)
            if EnglishQuantities.nonzero.contains(word) {
                add([0], nil, .stated, from: index, to: index)
                index += 1
                return true
            }
            // A ratio in words: `three-to-one` is the Korean `3:1`.
            if parts.count == 3, parts[1] == "to", let first = EnglishQuantities.cardinals[parts[0]], let second = EnglishQuantities.cardinals[parts[2]] {
                add([first, second], nil, first == 1 && second == 1 ? .incidental : .stated, from: index, to: index)
                index += 1
                return true
            }
            if parts.count == 2 { return readHyphenated(parts[0], parts[1]) }
            if word == "half" { return readHalf() }
            if let value = EnglishQuantities.ordinals[word] { return readOrdinal(word, value) }
            if let (value, commitment) = EnglishQuantities.numberWords[word] {
                add([value], nil, commitment, from: index, to: index)
                index += 1
                return true
            }
            if let monthIndex = EnglishQuantities.months.firstIndex(of: word), tokens[index].isCapitalized {
                add([Double(monthIndex + 1)], .monthOfYear, .incidental, from: index, to: index)
                index += 1
                return true
            }
            return false
        }

        /// `3rd`: an ordinal in digits.
        private mutating func readOrdinalDigits() -> Bool {
            guard case .number(let value, _) = tokens[index].kind else { return false }
            add([value], nil, .stated, from: index, to: index, digits: true)
            index += 1
            return true
        }

        /// Two words joined by a hyphen: `third-party` is not a number; `one-third`, `two-thirds` are fractions;
        /// `half-second`, `two-minute`.
        private mutating func readHyphenated(_ first: String, _ second: String) -> Bool {
            if second == "party" { index += 1; return true }
            if let numerator = EnglishQuantities.cardinals[first], let denominator = EnglishQuantities.fractions[second], numerator < denominator {
                add([numerator / denominator], nil, .stated, from: index, to: index)
                index += 1
                return true
            }
            if let fraction = EnglishQuantities.fractions[first], let unit = EnglishQuantities.units[second], first == "half" || first == "quarter" {
                add([1 / fraction], unit, .stated, from: index, to: index)
                index += 1
                return true
            }
            if let value = EnglishQuantities.cardinals[first] {
                let unit = EnglishQuantities.units[second]
                add([value], unit, value == 1 && unit == nil ? .incidental : .stated, from: index, to: index)
                index += 1
                return true
            }
            if let value = EnglishQuantities.ordinals[first] {
                add([value], nil, value <= 2 ? .incidental : .stated, from: index, to: index)
                index += 1
                return true
            }
            if let (value, commitment) = EnglishQuantities.numberWords[first] {
                add([value], nil, commitment == .stated ? .incidental : commitment, from: index, to: index)
                index += 1
                return true
            }
            return false
        }

        /// `half a second`, `half an hour`, `half a dozen`; a bare `half` is incidental.
        private mutating func readHalf() -> Bool {
            if let article = self.word(index + 1), article == "a" || article == "an", let next = self.word(index + 2) {
                if next == "dozen" { add([6], nil, .stated, from: index, to: index + 2); index += 3; return true }
                if let unit = EnglishQuantities.units[next] { add([0.5], unit, .stated, from: index, to: index + 2); index += 3; return true }
            }
            add([0.5], nil, .incidental, from: index, to: index)
            index += 1
            return true
        }

        /// An ordinal word (`third`, `first`); `third party` is none, and `a third` is a fraction.
        private mutating func readOrdinal(_ word: String, _ value: Double) -> Bool {
            if word == "third", self.word(index + 1) == "party" { index += 2; return true }
            if word == "second" || word == "fourth" || word == "third", let previous = self.word(index - 1), previous == "a" || previous == "one" {
                // `a third of` is a fraction; `a second` before a noun is “another”.
                add([word == "second" ? 2 : 1 / value], nil, .incidental, from: index - 1, to: index)
                index += 1
                return true
            }
            add([value], nil, value <= 2 ? .incidental : .stated, from: index, to: index)
            index += 1
            return true
        }

        /// Vague amounts: `a few`, `a couple (of)`, `a handful`, `several`, `dozens`, with a unit after them if any.
        mutating func readIdiom() -> Bool {
            guard let word = word(index) else { return false }
            var range: ClosedRange<Double>?
            var last = index
            if word == "a", let next = self.word(index + 1) {
                switch next {
                case "few": range = 2...5
                case "couple": range = 2...3
                case "handful": range = 2...7
                default: break
                }
                if range != nil { last = index + 1 }
            } else if let vague = EnglishQuantities.vague[word] {
                range = vague
            }
            guard let range else { return false }
            if self.word(last + 1) == "of" { last += 1 }
            var unit: QuantityUnit?
            if let next = self.word(last + 1), let found = EnglishQuantities.units[next] { unit = found; last += 1 }
            reading.quantities.append(Quantity(values: [], unit: unit, commitment: .approximate(range), text: span(index, last), isDigits: false))
            index = last + 1
            return true
        }
    }
}
