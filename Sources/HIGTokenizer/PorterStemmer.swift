/// The Porter (1980) English stemmer over lowercase ASCII bytes.
///
/// A straight port of Martin Porter's reference ANSI C implementation
/// (https://tartarus.org/martin/PorterStemmer/c.txt), the algorithm of SQLite's built-in `porter`
/// tokenizer, so both stem alike (a test compares them). Words of two letters or fewer stay as they are.
package enum PorterStemmer {
    /// Stems `word` (lowercase ASCII letters only) in place.
    package static func stem(_ word: inout [UInt8]) {
        guard word.count > 2 else { return }
        var s = State(b: word, k: word.count - 1, j: 0)
        s.step1ab()
        if s.k > 0 {
            s.step1c(); s.step2(); s.step3(); s.step4(); s.step5()
        }
        word = Array(s.b[0...s.k])
    }

    package static func stem(_ word: String) -> String {
        var bytes = Array(word.utf8)
        stem(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private struct State {
        var b: [UInt8]
        var k: Int   // end of word (inclusive)
        var j: Int   // general offset into the word

        private static let a = UInt8(ascii: "a"), e = UInt8(ascii: "e"), i = UInt8(ascii: "i"),
            o = UInt8(ascii: "o"), u = UInt8(ascii: "u"), y = UInt8(ascii: "y")

        func cons(_ i: Int) -> Bool {
            switch b[i] {
            case Self.a, Self.e, Self.i, Self.o, Self.u: return false
            case Self.y: return i == 0 ? true : !cons(i - 1)
            default: return true
            }
        }

        /// Number of VC sequences in b[0...j].
        func m() -> Int {
            var n = 0
            var i = 0
            while true {
                if i > j { return n }
                if !cons(i) { break }
                i += 1
            }
            i += 1
            while true {
                while true {
                    if i > j { return n }
                    if cons(i) { break }
                    i += 1
                }
                i += 1
                n += 1
                while true {
                    if i > j { return n }
                    if !cons(i) { break }
                    i += 1
                }
                i += 1
            }
        }

        func vowelInStem() -> Bool {
            var i = 0
            while i <= j {
                if !cons(i) { return true }
                i += 1
            }
            return false
        }

        func doublec(_ j: Int) -> Bool {
            j >= 1 && b[j] == b[j - 1] && cons(j)
        }

        func cvc(_ i: Int) -> Bool {
            if i < 2 || !cons(i) || cons(i - 1) || !cons(i - 2) { return false }
            let ch = b[i]
            return ch != UInt8(ascii: "w") && ch != UInt8(ascii: "x") && ch != UInt8(ascii: "y")
        }

        mutating func ends(_ s: StaticString) -> Bool {
            let length = s.utf8CodeUnitCount
            if length > k + 1 { return false }
            return s.withUTF8Buffer { sb in
                if sb[length - 1] != b[k] { return false }
                var p = k - length + 1
                for c in sb {
                    if b[p] != c { return false }
                    p += 1
                }
                j = k - length
                return true
            }
        }

        mutating func setTo(_ s: StaticString) {
            b.removeSubrange((k + 1)...)
            s.withUTF8Buffer { sb in
                b.replaceSubrange((j + 1)..<b.count, with: sb)
            }
            k = j + s.utf8CodeUnitCount
        }

        mutating func r(_ s: StaticString) {
            if m() > 0 { setTo(s) }
        }

        mutating func step1ab() {
            if b[k] == UInt8(ascii: "s") {
                if ends("sses") { k -= 2 }
                else if ends("ies") { setTo("i") }
                else if b[k - 1] != UInt8(ascii: "s") { k -= 1 }
            }
            if ends("eed") {
                if m() > 0 { k -= 1 }
            } else if (ends("ed") || ends("ing")) && vowelInStem() {
                k = j
                if ends("at") { setTo("ate") }
                else if ends("bl") { setTo("ble") }
                else if ends("iz") { setTo("ize") }
                else if doublec(k) {
                    k -= 1
                    let ch = b[k]
                    if ch == UInt8(ascii: "l") || ch == UInt8(ascii: "s") || ch == UInt8(ascii: "z") { k += 1 }
                } else if m() == 1 && cvc(k) {
                    setTo("e")
                }
            }
        }

        mutating func step1c() {
            if ends("y") && vowelInStem() { b[k] = UInt8(ascii: "i") }
        }

        mutating func step2() {
            switch b[k - 1] {
            case UInt8(ascii: "a"):
                if ends("ational") { r("ate") } else if ends("tional") { r("tion") }
            case UInt8(ascii: "c"):
                if ends("enci") { r("ence") } else if ends("anci") { r("ance") }
            case UInt8(ascii: "e"):
                if ends("izer") { r("ize") }
            case UInt8(ascii: "l"):
                if ends("bli") { r("ble") }
                else if ends("alli") { r("al") }
                else if ends("entli") { r("ent") }
                else if ends("eli") { r("e") }
                else if ends("ousli") { r("ous") }
            case UInt8(ascii: "o"):
                if ends("ization") { r("ize") }
                else if ends("ation") { r("ate") }
                else if ends("ator") { r("ate") }
            case UInt8(ascii: "s"):
                if ends("alism") { r("al") }
                else if ends("iveness") { r("ive") }
                else if ends("fulness") { r("ful") }
                else if ends("ousness") { r("ous") }
            case UInt8(ascii: "t"):
                if ends("aliti") { r("al") }
                else if ends("iviti") { r("ive") }
                else if ends("biliti") { r("ble") }
            case UInt8(ascii: "g"):
                if ends("logi") { r("log") }
            default:
                break
            }
        }

        mutating func step3() {
            switch b[k] {
            case UInt8(ascii: "e"):
                if ends("icate") { r("ic") } else if ends("ative") { r("") } else if ends("alize") { r("al") }
            case UInt8(ascii: "i"):
                if ends("iciti") { r("ic") }
            case UInt8(ascii: "l"):
                if ends("ical") { r("ic") } else if ends("ful") { r("") }
            case UInt8(ascii: "s"):
                if ends("ness") { r("") }
            default:
                break
            }
        }

        mutating func step4() {
            let matched: Bool
            switch b[k - 1] {
            case UInt8(ascii: "a"): matched = ends("al")
            case UInt8(ascii: "c"): matched = ends("ance") || ends("ence")
            case UInt8(ascii: "e"): matched = ends("er")
            case UInt8(ascii: "i"): matched = ends("ic")
            case UInt8(ascii: "l"): matched = ends("able") || ends("ible")
            case UInt8(ascii: "n"): matched = ends("ant") || ends("ement") || ends("ment") || ends("ent")
            case UInt8(ascii: "o"):
                if ends("ion") && j >= 0 && (b[j] == UInt8(ascii: "s") || b[j] == UInt8(ascii: "t")) {
                    matched = true
                } else {
                    matched = ends("ou")
                }
            case UInt8(ascii: "s"): matched = ends("ism")
            case UInt8(ascii: "t"): matched = ends("ate") || ends("iti")
            case UInt8(ascii: "u"): matched = ends("ous")
            case UInt8(ascii: "v"): matched = ends("ive")
            case UInt8(ascii: "z"): matched = ends("ize")
            default: matched = false
            }
            if matched && m() > 1 { k = j }
        }

        mutating func step5() {
            j = k
            if b[k] == UInt8(ascii: "e") {
                let a = m()
                if a > 1 || (a == 1 && !cvc(k - 1)) { k -= 1 }
            }
            if b[k] == UInt8(ascii: "l") && doublec(k) && m() > 1 { k -= 1 }
        }
    }
}
