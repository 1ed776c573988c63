/// Escaping text for each format hig writes, one function per format, used by every writer of it:
/// `html`, `xml`, `poString`, `jsonString` (and `appendJSONString` for the streaming JSON writer), and `terminal` for
/// what hig prints.
@usableFromInline package enum Escape {}
