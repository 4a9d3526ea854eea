import DemoKitCore
import Foundation

/// A word as typed into a POSIX shell, for the commands DemoKit prints
/// (re-record, review, accept) so that they can be pasted as they are.
package enum ShellWord {
    /// Quotes a word for a POSIX shell when it needs it; a word with
    /// control or invisible characters is written `$'…\x1B…'`, so that the
    /// command can be pasted and cannot drive the terminal it is printed on.
    package static func quoted(_ word: String) -> String {
        if word.unicodeScalars.contains(where: TerminalSafeText.isActedOn) {
            var result = "$'"
            for scalar in word.unicodeScalars {
                if TerminalSafeText.isActedOn(scalar) {
                    for byte in String(scalar).utf8 {
                        let hex = String(byte, radix: 16, uppercase: true)
                        result += "\\x" + (hex.count == 1 ? "0" : "") + hex
                    }
                } else if scalar == "'" || scalar == "\\" {
                    result += "\\" + String(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            return result + "'"
        }
        let safe = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (CharacterSet.alphanumerics.contains(scalar) || "-_./=@%+,:".unicodeScalars.contains(scalar))
        }
        // zsh expands a word that starts with `=` to a command's path
        // (`=ls` is `/bin/ls`): quoted, an exact filter stays itself.
        if safe, !word.isEmpty, !word.hasPrefix("=") { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
