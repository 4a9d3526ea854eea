/// The terminal themes the contrast rule checks named ANSI colours in, with
/// each value copied from its published source.
///
/// | Theme | Appearance | Foreground | Background | Source |
/// | - | - | - | - | - |
/// | xterm | light | `#000000` | `#FFFFFF` | `XTerm-col.ad` in ThomasDickey/xterm-snapshots (colours by X11 name: red3, green3, yellow3, blue2, magenta3, cyan3, gray90, gray50, rgb:5c/5c/ff); the default colours are X's XtDefaultForeground and XtDefaultBackground; the same values as GNOME Terminal's "XTerm" palette |
/// | VS Code Light+ | light | `#333333` | `#FFFFFF` | `src/vs/workbench/contrib/terminal/common/terminalColorRegistry.ts` in microsoft/vscode (the `light` defaults; the background is the editor's, `#FFFFFF`) |
/// | GNOME Terminal Tango light | light | `#2E3436` | `#EEEEEC` | `src/profile-editor.cc` in GNOME/gnome-terminal ("Tango light" scheme, Tango palette) |
/// | Solarized light | light | `#657B83` | `#FDF6E3` | `src/profile-editor.cc` in GNOME/gnome-terminal ("Solarized light" scheme, Solarized 1.0.0beta2 palette) |
/// | Windows Terminal Campbell | dark | `#CCCCCC` | `#0C0C0C` | `src/cascadia/TerminalSettingsModel/defaults.json` in microsoft/terminal ("Campbell", the default scheme) |
/// | VS Code Dark+ | dark | `#CCCCCC` | `#1E1E1E` | `terminalColorRegistry.ts` in microsoft/vscode (the `dark` defaults); the background as microsoft/terminal's `defaults.json` gives "Dark+" |
/// | GNOME Terminal Tango dark | dark | `#D3D7CF` | `#2E3436` | `src/profile-editor.cc` in GNOME/gnome-terminal ("Tango dark" scheme, Tango palette) |
/// | Solarized dark | dark | `#839496` | `#002B36` | `src/profile-editor.cc` in GNOME/gnome-terminal ("Solarized dark" scheme, Solarized palette) |
///
/// macOS Terminal's and iTerm2's defaults are not published in a source
/// file, so they are not among them.
extension TerminalTheme {
    /// The light themes.
    package static let light: [TerminalTheme] = [xterm, vsCodeLight, tangoLight, solarizedLight]
    /// The dark themes.
    package static let dark: [TerminalTheme] = [campbell, vsCodeDark, tangoDark, solarizedDark]

    /// xterm's colours (`XTerm-col.ad`), black on white.
    package static let xterm = TerminalTheme(
        name: "xterm", appearance: .light, foreground: 0x000000, background: 0xFFFFFF,
        ansi: [
            0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
            0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
        ],
        source: "XTerm-col.ad, ThomasDickey/xterm-snapshots")

    /// VS Code's integrated terminal in a light theme.
    package static let vsCodeLight = TerminalTheme(
        name: "VS Code Light+", appearance: .light, foreground: 0x333333, background: 0xFFFFFF,
        ansi: [
            0x000000, 0xCD3131, 0x00BC00, 0x949800, 0x0451A5, 0xBC05BC, 0x0598BC, 0x555555,
            0x666666, 0xCD3131, 0x14CE14, 0xB5BA00, 0x0451A5, 0xBC05BC, 0x0598BC, 0xA5A5A5,
        ],
        source: "src/vs/workbench/contrib/terminal/common/terminalColorRegistry.ts, microsoft/vscode")

    /// GNOME Terminal's "Tango light" scheme with the Tango palette.
    package static let tangoLight = TerminalTheme(
        name: "GNOME Terminal Tango light", appearance: .light, foreground: 0x2E3436, background: 0xEEEEEC,
        ansi: tango, source: "src/profile-editor.cc, GNOME/gnome-terminal")

    /// Solarized light, as GNOME Terminal ships it.
    package static let solarizedLight = TerminalTheme(
        name: "Solarized light", appearance: .light, foreground: 0x657B83, background: 0xFDF6E3,
        ansi: solarized, source: "src/profile-editor.cc, GNOME/gnome-terminal")

    /// Windows Terminal's default scheme.
    package static let campbell = TerminalTheme(
        name: "Windows Terminal Campbell", appearance: .dark, foreground: 0xCCCCCC, background: 0x0C0C0C,
        ansi: [
            0x0C0C0C, 0xC50F1F, 0x13A10E, 0xC19C00, 0x0037DA, 0x881798, 0x3A96DD, 0xCCCCCC,
            0x767676, 0xE74856, 0x16C60C, 0xF9F1A5, 0x3B78FF, 0xB4009E, 0x61D6D6, 0xF2F2F2,
        ],
        source: "src/cascadia/TerminalSettingsModel/defaults.json, microsoft/terminal")

    /// VS Code's integrated terminal in a dark theme.
    package static let vsCodeDark = TerminalTheme(
        name: "VS Code Dark+", appearance: .dark, foreground: 0xCCCCCC, background: 0x1E1E1E,
        ansi: [
            0x000000, 0xCD3131, 0x0DBC79, 0xE5E510, 0x2472C8, 0xBC3FBC, 0x11A8CD, 0xE5E5E5,
            0x666666, 0xF14C4C, 0x23D18B, 0xF5F543, 0x3B8EEA, 0xD670D6, 0x29B8DB, 0xE5E5E5,
        ],
        source: "src/vs/workbench/contrib/terminal/common/terminalColorRegistry.ts, microsoft/vscode")

    /// GNOME Terminal's "Tango dark" scheme with the Tango palette.
    package static let tangoDark = TerminalTheme(
        name: "GNOME Terminal Tango dark", appearance: .dark, foreground: 0xD3D7CF, background: 0x2E3436,
        ansi: tango, source: "src/profile-editor.cc, GNOME/gnome-terminal")

    /// Solarized dark, as GNOME Terminal ships it.
    package static let solarizedDark = TerminalTheme(
        name: "Solarized dark", appearance: .dark, foreground: 0x839496, background: 0x002B36,
        ansi: solarized, source: "src/profile-editor.cc, GNOME/gnome-terminal")

    /// The Tango palette (GNOME Terminal).
    private static let tango: [UInt32] = [
        0x2E3436, 0xCC0000, 0x4E9A06, 0xC4A000, 0x3465A4, 0x75507B, 0x06989A, 0xD3D7CF,
        0x555753, 0xEF2929, 0x8AE234, 0xFCE94F, 0x729FCF, 0xAD7FA8, 0x34E2E2, 0xEEEEEC,
    ]

    /// The Solarized palette (GNOME Terminal, Solarized 1.0.0beta2).
    private static let solarized: [UInt32] = [
        0x073642, 0xDC322F, 0x859900, 0xB58900, 0x268BD2, 0xD33682, 0x2AA198, 0xEEE8D5,
        0x002B36, 0xCB4B16, 0x586E75, 0x657B83, 0x839496, 0x6C71C4, 0x93A1A1, 0xFDF6E3,
    ]
}
