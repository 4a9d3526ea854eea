extension ChangelogVersion {
    /// The form of `number` under which equal versions are equal strings:
    /// for dotted numbers, the numbers without trailing zeros, so that
    /// `1.0`, `1.0.0` and `1` agree; any other text as written.
    ///
    /// ```swift
    /// ChangelogVersion.comparableNumber("2.1.0") == ChangelogVersion.comparableNumber("2.1")  // true
    /// ChangelogVersion.comparableNumber("2.1-beta")  // "2.1-beta"
    /// ```
    static func comparableNumber(_ number: String) -> String {
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(part) else {
                return number
            }
            numbers.append(value)
        }
        // Keep the first number, so that "0" stays "0" rather than "".
        while numbers.count > 1, numbers.last == 0 { numbers.removeLast() }
        return numbers.map(String.init).joined(separator: ".")
    }

    /// Whether this version is `number`, comparing numerically when both
    /// are dotted numbers and as text otherwise.
    func hasNumber(_ number: String) -> Bool {
        Self.comparableNumber(self.number) == Self.comparableNumber(number)
    }
}
