extension JUnitWriter {
    /// `text` escaped for an XML attribute or element (`isAttribute`), as
    /// the JUnit report escapes it, for other reports that write JUnit
    /// (the accessibility audit's).
    package static func escapedXML(_ text: String, isAttribute: Bool = true) -> String {
        escape(text, isAttribute: isAttribute)
    }
}
