import Testing

@testable import DemoKitCore

@Suite struct ColorDowngradeTests {
    static func ansi(_ color: TextColor) -> UInt8? {
        if case .ansi(let index) = ColorDowngrade.color(color, for: .ansi16).storage { return index }
        return nil
    }

    static func indexed(_ color: TextColor) -> UInt8? {
        if case .indexed(let index) = ColorDowngrade.color(color, for: .ansi256).storage { return index }
        return nil
    }

    @Test func xtermColours_downgradeToThemselves() {
        for (index, rgb) in ColorDowngrade.ansiRGB.enumerated() {
            #expect(Self.ansi(.rgb(rgb.0, rgb.1, rgb.2)) == UInt8(index))
        }
    }

    @Test func commonColours_downgradeToTheirANSINames() {
        #expect(Self.ansi(.hex(0x800000)) == 1)  // maroon → red
        #expect(Self.ansi(.hex(0xFF8C00)) == 11)  // dark orange → bright yellow
        #expect(Self.ansi(.hex(0x1E90FF)) == 12)  // dodger blue → bright blue
        #expect(Self.ansi(.hex(0x808080)) == 8)  // grey → bright black
        #expect(Self.ansi(.hex(0xF0F0F0)) == 7)  // light grey → white
        #expect(Self.ansi(.hex(0xFAFAFA)) == 15)  // near white → bright white
        #expect(Self.ansi(.hex(0xFF7A70)) == 9)  // salmon → bright red, not grey
        #expect(Self.ansi(.hex(0x5FD37A)) == 10)  // pastel green → bright green
        #expect(Self.ansi(.hex(0x9A5B00)) == 3)  // amber → yellow, not red
        #expect(Self.ansi(.hex(0xFFC0CB)) == 7)  // pink, barely saturated → white
        #expect(Self.ansi(.hex(0x101010)) == 0)  // near black → black
        #expect(Self.ansi(.hex(0x228B22)) == 2)  // forest green → green
        #expect(Self.ansi(.indexed(196)) == 9)  // 256-colour red → bright red
        #expect(Self.ansi(.indexed(3)) == 3)
    }

    @Test func rgb_downgradesToTheNearestCubeOrGreyEntry() {
        #expect(Self.indexed(.rgb(255, 0, 0)) == 196)
        #expect(Self.indexed(.rgb(0, 0, 0)) == 16)
        #expect(Self.indexed(.rgb(255, 255, 255)) == 231)
        #expect(Self.indexed(.hex(0x5FAFFF)) == 75)  // exactly a cube colour
        #expect(Self.indexed(.rgb(128, 128, 128)) == 244)  // grey ramp 128
        #expect(Self.indexed(.rgb(18, 18, 18)) == 233)
        #expect(Self.indexed(.hex(0xFF8700)) == 208)
    }

    @Test func indexed_mapsBackToXtermRGB() {
        #expect(ColorDowngrade.rgb(ofIndexed: 16) == (0, 0, 0))
        #expect(ColorDowngrade.rgb(ofIndexed: 75) == (95, 175, 255))
        #expect(ColorDowngrade.rgb(ofIndexed: 232) == (8, 8, 8))
        #expect(ColorDowngrade.rgb(ofIndexed: 255) == (238, 238, 238))
    }

    @Test func coloursTheTerminalShows_areKept() {
        #expect(ColorDowngrade.color(.red, for: .trueColor) == .red)
        #expect(ColorDowngrade.color(.indexed(208), for: .ansi256) == .indexed(208))
        #expect(ColorDowngrade.color(.hex(0x123456), for: .trueColor) == .hex(0x123456))
    }

    @Test func palettes_stayDistinctIn16Colours() {
        for palette in [Palette.light, .dark] {
            let roles = [palette.accent, palette.success, palette.warning, palette.danger]
            #expect(Set(roles.compactMap(Self.ansi)).count == roles.count)
        }
    }
}
