/// The on-disk form of a golden: UTF-8, LF line endings, exactly one final
/// newline.
///
/// A rendering is made canonical by dropping trailing blank lines and adding
/// one `\n`; a golden read from disk is normalised the same way, turning
/// CRLF into LF first, so a golden checked out with `core.autocrlf` still
/// matches.
package enum GoldenFile {
    /// The plain golden: text without escape sequences.
    package static let plainExtension = ".txt"
    /// The golden that keeps ANSI styles, so that `cat` shows it in colour.
    package static let stylesExtension = ".ansi"

    /// The bytes a golden of `rendering` holds.
    package static func canonical(_ rendering: String) -> [UInt8] {
        canonical(Array(rendering.utf8))
    }

    /// The bytes a golden of the UTF-8 `rendering` holds.
    package static func canonical(_ rendering: consuming [UInt8]) -> [UInt8] {
        var bytes = rendering
        while bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// A golden's bytes with CRLF made LF and trailing newlines made one.
    package static func normalized(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 1)
        var pendingCarriageReturn = false
        for byte in bytes {
            if pendingCarriageReturn {
                pendingCarriageReturn = false
                if byte != UInt8(ascii: "\n") { result.append(UInt8(ascii: "\r")) }
            }
            if byte == UInt8(ascii: "\r") {
                pendingCarriageReturn = true
            } else {
                result.append(byte)
            }
        }
        if pendingCarriageReturn { result.append(UInt8(ascii: "\r")) }
        while result.last == UInt8(ascii: "\n") { result.removeLast() }
        result.append(UInt8(ascii: "\n"))
        return result
    }

    /// Whether `name` is a file name goldens use: `*.txt` or `*.ansi`, not hidden.
    package static func isGoldenName(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(plainExtension) || name.hasSuffix(stylesExtension))
    }

    /// Whether `name` is a temporary file an interrupted write left behind
    /// (see ``AtomicFile``): `.NAME.PID.UUID.tmp`.
    package static func isLeftoverTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp")
            && (name.contains(plainExtension + ".") || name.contains(stylesExtension + "."))
    }
}
