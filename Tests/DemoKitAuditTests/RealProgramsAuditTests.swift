import DemoKitAudit
import DemoKitCore
import DemoKitHeadless
import DemoKitSnapshots
import Foundation
import Testing

/// Real programs' terminal output (git, ls, htop, pip, tig, recorded in
/// `Fixtures/`), written through a headless terminal as a stream component
/// and audited as the catalog's demos are: the findings each gives are
/// pinned, each with its verdict.
enum ProgramCaptureGroup: String, CaseDemoGroup {
    case gitLogGraph = "git-log-graph", gitDiff = "git-diff", lsUsrBin = "ls-usr-bin", htop, pip, tig
    static var groupIdentifier: String { "Programs" }
    var demo: any Demoable { CapturedOutputDemo(file: rawValue + ".ans") }
}

/// Writes a recorded ANSI stream to its terminal, line feeds as a terminal
/// with `onlcr` gets them, 100 columns wide as the recordings were made.
struct CapturedOutputDemo: TerminalComponentDemo {
    var file: String
    var terminalRows: Int { 30 }
    var snapshotVariations: [SnapshotVariation] { [.width(100)] }
    func run(in terminal: HeadlessTerminal) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(file)
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        terminal.write(text.replacingOccurrences(of: "\n", with: "\r\n"))
    }
}

@Suite struct RealProgramsAuditTests {
    @Test func realProgramsOutput_givesThePinnedFindings() throws {
        let plan = try SnapshotPlan(catalog: Catalog(groups: [ProgramCaptureGroup.self]))
        let results = AccessibilityAudit.runInOrder(plan.cases)
        let lines = results.flatMap { result in
            [result.key + (result.error.map { " error: \($0)" } ?? "")]
                + result.findings.map { "  " + AuditText.line($0) }
        }
        #expect(lines == Self.pinned)
    }

    /// Every finding is a colour a light theme gives a named ANSI colour
    /// (yellow, green, cyan…) under 4.5:1 (WCAG 1.4.3), in the themes it
    /// names: true findings for those themes. htop's tab edges and tig's
    /// bold cursor line were false ones, fixed in the rules.
    static let pinned: [String] = [
        "Programs/git-diff@w100",
        "  contrast (WCAG 1.4.3), row 1, column 58; row 2, column 58; row 3, columns 58–59; row 4, columns 58–76 and 12 more: green on the default background: 2.15:1, below 4.5:1 in xterm (2.15:1), VS Code Light+ (2.56:1), GNOME Terminal Tango light (3.03:1), Solarized light (2.97:1)",
        "  contrast (WCAG 1.4.3), row 2, column 59; row 3, columns 60–61; row 4, columns 77–79; row 5, columns 59–60 and 10 more: red on the default background: 4.28:1, below 4.5:1 in Solarized light (4.28:1)",
        "  contrast (WCAG 1.4.3), row 19, columns 1–17: cyan on the default background: 1.97:1, below 4.5:1 in xterm (1.97:1), VS Code Light+ (3.37:1), GNOME Terminal Tango light (3.03:1), Solarized light (2.92:1)",
        "Programs/git-log-graph@w100",
        "  contrast (WCAG 1.4.3), row 1, columns 3–49; row 9, columns 3–49; row 16, columns 3–49; row 22, columns 5–51 and 73 more: yellow on the default background: 1.70:1, below 4.5:1 in xterm (1.70:1), VS Code Light+ (3.11:1), GNOME Terminal Tango light (2.15:1), Solarized light (2.97:1)",
        "  contrast (WCAG 1.4.3), row 2, column 1; row 3, column 1; row 4, column 1; row 5, column 1 and 11 more: red on the default background: 4.28:1, below 4.5:1 in Solarized light (4.28:1)",
        "  contrast (WCAG 1.4.3), row 23, column 1; row 24, column 1; row 25, column 1; row 26, column 1 and 8 more: green on the default background: 2.15:1, below 4.5:1 in xterm (2.15:1), VS Code Light+ (2.56:1), GNOME Terminal Tango light (3.03:1), Solarized light (2.97:1)",
        "  contrast (WCAG 1.4.3), row 53, column 1; row 54, column 1; row 55, column 1; row 56, column 1 and 43 more: blue on the default background: 3.41:1, below 4.5:1 in Solarized light (3.41:1)",
        "  contrast (WCAG 1.4.3), row 53, column 2; row 54, column 3; row 55, column 3; row 56, column 3 and 36 more: magenta on the default background: 4.21:1, below 4.5:1 in Solarized light (4.21:1)",
        "Programs/htop@w100",
        "  contrast (WCAG 1.4.3), row 2, column 5; row 2, columns 51–60; row 2, columns 65–67; row 2, column 77 and 10 more: cyan on the default background: 1.97:1, below 4.5:1 in xterm (1.97:1), VS Code Light+ (3.37:1), GNOME Terminal Tango light (3.03:1), Solarized light (2.92:1)",
        "  contrast (WCAG 1.4.3), row 2, columns 7–48; row 2, columns 62–63; row 2, column 79; row 3, columns 7–48 and 1 more: green on the default background: 2.15:1, below 4.5:1 in xterm (2.15:1), VS Code Light+ (2.56:1), GNOME Terminal Tango light (3.03:1), Solarized light (2.97:1)",
        "  contrast (WCAG 1.4.3), row 2, columns 68–76; row 4, columns 39–48; row 5, columns 44–48; row 10, column 24 and 3 more: bright black on the default background: 4.00:1, below 4.5:1 in xterm (4.00:1)",
        "  contrast (WCAG 1.4.3), row 4, column 8: blue on the default background: 3.41:1, below 4.5:1 in Solarized light (3.41:1)",
        "  contrast (WCAG 1.4.3), row 4, column 9: magenta on the default background: 4.21:1, below 4.5:1 in Solarized light (4.21:1)",
        "  contrast (WCAG 1.4.3), row 4, columns 10–18: yellow on the default background: 1.70:1, below 4.5:1 in xterm (1.70:1), VS Code Light+ (3.11:1), GNOME Terminal Tango light (2.15:1), Solarized light (2.97:1)",
        "  contrast (WCAG 1.4.3), row 7, columns 4–7; row 8, columns 3–10; row 8, columns 18–20; row 8, columns 23–24 and 6 more: black on green: 3.58:1, below 4.5:1 in GNOME Terminal Tango light (3.58:1), Solarized light (4.05:1)",
        "  contrast (WCAG 1.4.3), row 7, columns 11–13: black on blue: 2.13:1, below 4.5:1 in xterm (2.23:1), VS Code Light+ (2.72:1), GNOME Terminal Tango light (2.13:1), Solarized light (3.53:1)",
        "  contrast (WCAG 1.4.3), row 8, columns 47–51; row 9, columns 3–10; row 9, columns 19–20; row 9, column 24 and 16 more: black on cyan: 3.59:1, below 4.5:1 in GNOME Terminal Tango light (3.59:1), Solarized light (4.11:1)",
        "Programs/ls-usr-bin@w100",
        "  contrast (WCAG 1.4.3), row 2, columns 48–59; row 3, columns 48–50; row 4, columns 48–51; row 5, columns 48–51 and 13 more: cyan on the default background: 1.97:1, below 4.5:1 in xterm (1.97:1), VS Code Light+ (3.37:1), GNOME Terminal Tango light (3.03:1), Solarized light (2.92:1)",
        "  contrast (WCAG 1.4.3), row 7, column 48; row 8, columns 48–81; row 9, columns 48–65; row 10, columns 48–54 and 18 more: green on the default background: 2.15:1, below 4.5:1 in xterm (2.15:1), VS Code Light+ (2.56:1), GNOME Terminal Tango light (3.03:1), Solarized light (2.97:1)",
        "Programs/pip@w100",
        "  contrast (WCAG 1.4.3), row 9, columns 1–100; row 10, columns 1–9: red on the default background: 4.28:1, below 4.5:1 in Solarized light (4.28:1)",
        "Programs/tig@w100",
        "  contrast (WCAG 1.4.3), row 1, columns 1–30; row 1, columns 50–68: white on green: 1.71:1, below 4.5:1 in xterm (1.71:1), VS Code Light+ (2.90:1), GNOME Terminal Tango light (2.41:1), Solarized light (2.61:1)",
        "  contrast (WCAG 1.4.3), row 2, columns 1–22; row 2, column 50; row 3, columns 1–22; row 3, column 50 and 50 more: blue on the default background: 3.41:1, below 4.5:1 in Solarized light (3.41:1)",
        "  contrast (WCAG 1.4.3), row 2, columns 24–48; row 3, columns 24–48; row 4, columns 24–48; row 5, columns 24–48 and 23 more: green on the default background: 2.15:1, below 4.5:1 in xterm (2.15:1), VS Code Light+ (2.56:1), GNOME Terminal Tango light (3.03:1), Solarized light (2.97:1)",
        "  contrast (WCAG 1.4.3), row 2, columns 52–59; row 6, columns 54–60; row 10, columns 56–65; row 20, columns 58–65: cyan on the default background: 1.97:1, below 4.5:1 in xterm (1.97:1), VS Code Light+ (3.37:1), GNOME Terminal Tango light (3.03:1), Solarized light (2.92:1)",
        "  contrast (WCAG 1.4.3), row 29, columns 1–24; row 29, columns 99–100: white on blue: 1.03:1, below 4.5:1 in VS Code Light+ (1.03:1), GNOME Terminal Tango light (4.06:1), Solarized light (3.00:1)",
    ]
}
