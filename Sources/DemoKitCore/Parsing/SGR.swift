/// Select Graphic Rendition (`CSI … m`): what its parameters do to a
/// ``TextStyle``.
///
/// Covered, as in xterm and tmux: bold (1), dim (2), italic (3), underline
/// (4, every `4:n` style, and double underline 21), blink (5, and rapid
/// blink 6 as tmux reads it), inverse (7), strikethrough (9) and their
/// resets (22, 23, 24, 25, 27, 29); the 16 colours
/// (30–37, 40–47, 90–97, 100–107); 256 colours and 24-bit colours in the
/// `;` form (`38;5;n`, `38;2;r;g;b`) and the `:` form (`38:5:n`,
/// `38:2:r:g:b`, `38:2::r:g:b` with a colour space); default colours (39,
/// 49); and the full reset (0, or no parameter). What the text model cannot
/// show (conceal, overline, underline colour, fonts) is consumed,
/// with its own parameters, and ignored.
package enum SGR {
    /// Applies the parameters of one `CSI … m` to `style`.
    package static func apply(_ parameters: ANSIParameters, to style: inout TextStyle) {
        let values = parameters.values
        guard !values.isEmpty else {
            style = .plain
            return
        }
        var index = 0
        while index < values.count {
            let code = max(values[index], 0)
            index += 1
            // Sub-parameters belong to the code before them.
            let subparameterEnd = subparameterEnd(from: index, in: parameters)
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4:
                // `4:0` turns underline off; `4:1`–`4:5` are its styles.
                if subparameterEnd > index, values[index] == 0 {
                    style.attributes.remove(.underline)
                } else {
                    style.attributes.insert(.underline)
                }
            case 5, 6: style.attributes.insert(.blink)
            case 7: style.attributes.insert(.inverse)
            case 9: style.attributes.insert(.strikethrough)
            case 21: style.attributes.insert(.underline)  // double underline
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 25: style.attributes.remove(.blink)
            case 27: style.attributes.remove(.inverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = TextColor(.ansi(UInt8(code - 30)))
            case 39: style.foreground = nil
            case 40...47: style.background = TextColor(.ansi(UInt8(code - 40)))
            case 49: style.background = nil
            case 90...97: style.foreground = TextColor(.ansi(UInt8(code - 90 + 8)))
            case 100...107: style.background = TextColor(.ansi(UInt8(code - 100 + 8)))
            case 38, 48, 58:
                let (color, next) = extendedColor(values, from: index, subparameterEnd: subparameterEnd)
                index = next
                if code == 38, let color { style.foreground = color }
                if code == 48, let color { style.background = color }
                continue
            default:
                break  // conceal, fonts, overline, underline colour…
            }
            index = subparameterEnd
        }
    }

    /// The index after the sub-parameters (colon-separated values) that
    /// start at `index`.
    private static func subparameterEnd(from index: Int, in parameters: ANSIParameters) -> Int {
        var end = index
        while end < parameters.count, parameters.isSubparameter(end) { end += 1 }
        return end
    }

    /// The colour of `38`, `48` or `58` whose arguments start at `index`,
    /// and the index after them. In the `:` form the arguments are the
    /// sub-parameters; in the `;` form they are the next parameters.
    private static func extendedColor(
        _ values: [Int], from index: Int, subparameterEnd: Int
    ) -> (TextColor?, Int) {
        let colon = subparameterEnd > index
        let end = colon ? subparameterEnd : values.count
        guard index < end else { return (nil, end) }
        func component(_ position: Int) -> UInt8 {
            guard position < end else { return 0 }
            return UInt8(clamping: max(values[position], 0))
        }
        switch values[index] {
        case 5:
            guard index + 1 < end else { return (nil, colon ? end : index + 1) }
            return (.indexed(component(index + 1)), colon ? end : index + 2)
        case 2:
            if colon {
                // `38:2:r:g:b` or `38:2:space:r:g:b` (ITU T.416).
                let first = end - index - 1 >= 4 ? index + 2 : index + 1
                return (.rgb(component(first), component(first + 1), component(first + 2)), end)
            }
            guard index + 3 < end else { return (nil, end) }
            return (.rgb(component(index + 1), component(index + 2), component(index + 3)), index + 4)
        default:
            // 0 (implementation-defined), 1 (transparent), 3 and 4 (CMY,
            // CMYK): no colour the model holds.
            return (nil, colon ? end : index + 1)
        }
    }
}
