/// Where the encoder writes: a `String` for a terminal, or UTF-8 bytes for a
/// golden file, which are compared and written as bytes and so need no
/// string in between. The encoder is generic over it, so both get the same
/// text from the same code.
protocol EncodedOutput {
    mutating func append(_ text: String)
    mutating func append(_ text: Substring)
    mutating func append(_ scalar: Unicode.Scalar)
    mutating func append(_ scalars: Substring.UnicodeScalarView)
}

extension String: EncodedOutput {
    mutating func append(_ text: Substring) {
        append(contentsOf: text)
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        unicodeScalars.append(scalar)
    }

    mutating func append(_ scalars: Substring.UnicodeScalarView) {
        unicodeScalars.append(contentsOf: scalars)
    }
}

/// UTF-8 bytes as encoder output.
struct EncodedBytes: EncodedOutput {
    var bytes: [UInt8] = []

    mutating func append(_ text: String) {
        appendUTF8(of: text)
    }

    mutating func append(_ text: Substring) {
        appendUTF8(of: text)
    }

    /// Through the contiguous storage, which is one copy: appending the
    /// UTF-8 view itself goes byte by byte.
    private mutating func appendUTF8(of text: some StringProtocol) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        bytes.append(contentsOf: scalar.utf8)
    }

    mutating func append(_ scalars: Substring.UnicodeScalarView) {
        bytes.append(contentsOf: Substring(scalars).utf8)
    }
}
