import HIGText

/// The number check's reading of a translation: which values changed between an English text and its Korean,
/// and which of them are worth reporting (its policy). Values are compared, not spellings: `three` and `3가지`, `half an hour` and `30분`, `a foot` and `1피트` agree.
enum QuantityChange: Equatable, Sendable {
    /// A value the English states became another in the Korean (`quarter-hour` → `25시간`, `a moment or two` → `1분 또는 2분`).
    case changed(english: Quantity, korean: Quantity)
    /// A number in digits in the English that the Korean does not have at all.
    case missing(Quantity)
    /// A number in digits in the Korean that the English does not have at all.
    case added(Quantity)
    /// A frequency said differently (`biannual` → `2년에 한 번`).
    case frequency(english: Frequency, korean: Frequency)
}

enum QuantityComparison {
    /// One value of a quantity.
    private struct Atom {
        var quantity: Int
        var value: Double
        var unit: QuantityUnit?
        var commitment: Quantity.Commitment
        var isDigits: Bool
        /// The inclusive form of a strict bound: `more than two` also matches 3.
        var alternative: Double?
        var matched = false
    }

    /// The changes of value from `english` to `korean`, in the English's order.
    static func changes(english: QuantityReading, korean: QuantityReading) -> [QuantityChange] {
        var pairing = Pairing(english: english, korean: korean)
        pairing.setAsideRateNumbers()
        pairing.matchAgreeingValues()
        pairing.pairChangedValues()
        pairing.reportUnmatchedDigits()
        pairing.compareFrequencies()
        return pairing.changes
    }

    /// The values of both sides as they are matched, step by step, and the changes found so far.
    private struct Pairing {
        let english: QuantityReading
        let korean: QuantityReading
        var englishAtoms: [Atom]
        var koreanAtoms: [Atom]
        var changes: [QuantityChange] = []

        init(english: QuantityReading, korean: QuantityReading) {
            self.english = english
            self.korean = korean
            englishAtoms = atoms(english.quantities)
            koreanAtoms = atoms(korean.quantities)
        }

        /// A number the other side states inside a rate (`60 times per second` / `60회`, `every 5 minutes` / `5분`)
        /// is that rate's, said another way: compared as frequencies, never as a lone value.
        mutating func setAsideRateNumbers() {
            let englishRateNumbers = numbers(in: english.frequencies), koreanRateNumbers = numbers(in: korean.frequencies)
            for index in englishAtoms.indices where koreanRateNumbers.contains(where: { same($0, englishAtoms[index].value) }) { englishAtoms[index].matched = true }
            for index in koreanAtoms.indices where englishRateNumbers.contains(where: { same($0, koreanAtoms[index].value) }) { koreanAtoms[index].matched = true }
        }

        /// The same value in the same unit, then in a unit one side leaves out, then converted (`half an hour` / `30분`).
        mutating func matchAgreeingValues() {
            for matches in [sameUnit, compatibleUnit, convertible] {
                for e in englishAtoms.indices where !englishAtoms[e].matched {
                    if let k = koreanAtoms.indices.first(where: { !koreanAtoms[$0].matched && matches(englishAtoms[e], koreanAtoms[$0]) }) {
                        englishAtoms[e].matched = true
                        koreanAtoms[k].matched = true
                    }
                }
            }
        }

        /// Values that became others: the same number in another unit (`a moment or two` → `1분 또는 2분`, `44 pt` →
        /// `44px`), then a stated value left on each side in units that could be the same.
        mutating func pairChangedValues() {
            for e in englishAtoms.indices where !englishAtoms[e].matched {
                if let k = koreanAtoms.indices.first(where: { !koreanAtoms[$0].matched && same(englishAtoms[e].value, koreanAtoms[$0].value) && conflicting(englishAtoms[e].unit, koreanAtoms[$0].unit) }) {
                    englishAtoms[e].matched = true
                    koreanAtoms[k].matched = true
                    change(englishAtoms[e].quantity, koreanAtoms[k].quantity)
                }
            }
            for e in englishAtoms.indices where !englishAtoms[e].matched && englishAtoms[e].commitment == .stated {
                let candidates = koreanAtoms.indices.filter { !koreanAtoms[$0].matched && koreanAtoms[$0].commitment == .stated && pairable(englishAtoms[e].unit, koreanAtoms[$0].unit) }
                if let k = candidates.first(where: { koreanAtoms[$0].unit == englishAtoms[e].unit }) ?? candidates.first {
                    englishAtoms[e].matched = true
                    koreanAtoms[k].matched = true
                    change(englishAtoms[e].quantity, koreanAtoms[k].quantity)
                }
            }
        }

        /// What is left unmatched is reported only in digits, and only when the other side has that value nowhere
        /// and no vague amount there (`a few`, `몇`) covers it.
        mutating func reportUnmatchedDigits() {
            for e in englishAtoms.indices where !englishAtoms[e].matched && englishAtoms[e].isDigits {
                let atom = englishAtoms[e]
                guard !koreanAtoms.contains(where: { same($0.value, atom.value) }),
                      !covered(atom, by: korean.quantities) else { continue }
                let change = QuantityChange.missing(english.quantities[atom.quantity])
                if !changes.contains(change) { changes.append(change) }
            }
            // (A Korean 1 alone is often the English article: `an item` → `항목 1개`.)
            for k in koreanAtoms.indices where !koreanAtoms[k].matched && koreanAtoms[k].isDigits && koreanAtoms[k].commitment == .stated {
                let atom = koreanAtoms[k]
                guard atom.value != 1 else { continue }
                guard !englishAtoms.contains(where: { same($0.value, atom.value) }), !covered(atom, by: english.quantities) else { continue }
                // A vague English amount that does not cover it became it (`dozens` → `12개`).
                if let vague = english.quantities.firstIndex(where: { if case .approximate = $0.commitment { pairable($0.unit, atom.unit) } else { false } }) {
                    change(vague, atom.quantity)
                    continue
                }
                let change = QuantityChange.added(korean.quantities[atom.quantity])
                if !changes.contains(change) { changes.append(change) }
            }
        }

        /// Frequencies, when both sides state one.
        mutating func compareFrequencies() {
            guard !korean.frequencies.isEmpty else { return }
            var unmatched = korean.frequencies
            for frequency in english.frequencies {
                if let same = unmatched.firstIndex(where: { abs($0.perYear - frequency.perYear) <= 0.01 * frequency.perYear }) {
                    unmatched.remove(at: same)
                } else if let other = unmatched.first {
                    changes.append(.frequency(english: frequency, korean: other))
                    unmatched.removeFirst()
                }
            }
        }

        /// One finding per English quantity: `a moment or two` is one change however many Korean numbers it became.
        private mutating func change(_ englishIndex: Int, _ koreanIndex: Int) {
            let quantity = english.quantities[englishIndex]
            guard !changes.contains(where: { if case .changed(quantity, _) = $0 { true } else { false } }) else { return }
            changes.append(.changed(english: quantity, korean: korean.quantities[koreanIndex]))
        }
    }

    /// The numbers written in frequencies (`every 5 minutes`: 5; `초당 60회`: 60).
    private static func numbers(in frequencies: [Frequency]) -> [Double] {
        frequencies.flatMap { NumberToken.tokens($0.text).compactMap(\.number) }
    }

    private static func atoms(_ quantities: [Quantity]) -> [Atom] {
        quantities.enumerated().flatMap { index, quantity in
            quantity.values.map { value in
                Atom(quantity: index, value: value, unit: quantity.unit, commitment: quantity.commitment, isDigits: quantity.isDigits,
                     alternative: quantity.boundStep.map { value + $0 })
            }
        }
    }

    private static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a)) }

    /// The same value, or the inclusive form of an English strict bound.
    private static func sameValue(_ e: Atom, _ k: Atom) -> Bool {
        same(e.value, k.value) || e.alternative.map { same($0, k.value) } == true
    }

    private static func sameUnit(_ e: Atom, _ k: Atom) -> Bool { sameValue(e, k) && e.unit == k.unit }

    private static func compatibleUnit(_ e: Atom, _ k: Atom) -> Bool {
        sameValue(e, k) && (e.unit == nil || k.unit == nil || countsAlike(e.unit!, k.unit!))
    }

    private static func convertible(_ e: Atom, _ k: Atom) -> Bool {
        guard let eUnit = e.unit, let kUnit = k.unit, eUnit.dimension == kUnit.dimension, let eBase = eUnit.base, let kBase = kUnit.base else { return false }
        let a = e.value * eBase
        let b = k.value * kBase
        return abs(a - b) <= 0.05 * max(abs(a), abs(b))
    }

    /// `3 times` and `3배`, `twice` and `2번` count the same way.
    private static func countsAlike(_ a: QuantityUnit, _ b: QuantityUnit) -> Bool {
        a == b || [a, b].allSatisfy { $0 == .times || $0 == .scale }
    }

    /// Two known units that say different things.
    private static func conflicting(_ a: QuantityUnit?, _ b: QuantityUnit?) -> Bool {
        guard let a, let b else { return false }
        return !countsAlike(a, b) && a != .monthOfYear && b != .monthOfYear
    }

    /// Whether two units could name the same quantity: either left out, alike, or one dimension.
    private static func pairable(_ a: QuantityUnit?, _ b: QuantityUnit?) -> Bool {
        guard let a, let b else { return a != .monthOfYear && b != .monthOfYear }
        return countsAlike(a, b) || a.dimension == b.dimension
    }

    /// Whether a vague amount on the other side (`a few`, `몇 초`) covers the value.
    private static func covered(_ atom: Atom, by quantities: [Quantity]) -> Bool {
        quantities.contains { quantity in
            guard case .approximate(let range) = quantity.commitment else { return false }
            return range.contains(atom.value) && (quantity.unit == nil || atom.unit == nil || quantity.unit == atom.unit)
        }
    }
}
