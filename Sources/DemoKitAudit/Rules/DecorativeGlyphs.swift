/// The characters a screen reader reads aloud that carry no words: box
/// drawing (U+2500–U+257F), block elements (U+2580–U+259F) and braille
/// patterns (U+2800–U+28FF, the frames of most spinners).
///
/// Geometric shapes (`●`, `○`, `▶`) and arrows are not among them: a
/// component uses them as marks that mean something (a selected option).
package enum DecorativeGlyphs {
    /// Whether `character` is decoration.
    package static func contains(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2500...0x259F, 0x2800...0x28FF: return true
        default: return false
        }
    }

    /// Whether `character` is a block that fills a bar (`█`, its eighths
    /// and halves U+2580–U+2590, `▓`): part of a graphic whose length is a
    /// value, which WCAG 1.4.11 holds to 3:1, rather than decoration. The
    /// light and medium shades (`░`, `▒`) draw a bar's track.
    package static func isFill(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x2580...0x2590).contains(scalar.value) || scalar.value == 0x2593
    }

    /// How much of a cell `character` covers with ink, for flash
    /// measurements: none for a space, the block's share for a block
    /// element, a fifth for any other glyph (a letter's typical ink).
    package static func coverage(_ character: Character) -> Double {
        if character.isWhitespace { return 0 }
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x2588: return 1  // █
        case 0x2593: return 0.75  // ▓
        case 0x2592, 0x2580, 0x2584, 0x258C, 0x2590: return 0.5  // ▒ ▀ ▄ ▌ ▐
        case 0x2591: return 0.25  // ░
        default: return 0.2
        }
    }
}
