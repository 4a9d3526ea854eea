import DemoKitCore
import DemoKitTesting
import Testing
import XCTest

/// A registry of fixture groups, as the DemoKitDiscovery plugin would
/// generate one.
enum AuditRegistry<Group: DemoGroup>: DiscoveredDemos {
    static var groups: [any DemoGroup.Type] { [Group.self] }
    static var sourceDirectory: String { "/nonexistent" }
    static var discoveryWarnings: [String] { [] }
}

/// `verifyDemoAccessibility` and `assertDemoAccessibility` under Swift
/// Testing: a clean registry passes, a finding is reported with its line.
@Suite struct AccessibilityAssertionTests {
    @Test func clean_passes() {
        #expect(verifyDemoAccessibility(of: AuditRegistry<CleanGroup>.self) == nil)
        assertDemoAccessibility(of: AuditRegistry<CleanGroup>.self)
    }

    @Test func findings_failWithEachOnItsLine() throws {
        let failure = try #require(verifyDemoAccessibility(of: AuditRegistry<ContrastGroup>.self))
        #expect(failure == """
            Accessibility audit failed: 1 rendering: 2 findings (contrast 2), 0 waived
            Contrast/warning
              contrast (WCAG 1.4.3), row 1, columns 1–7: yellow on the default background: 1.70:1, below 4.5:1 in xterm (1.70:1), VS Code Light+ (3.11:1), GNOME Terminal Tango light (2.15:1), Solarized light (2.97:1)
              contrast (WCAG 1.4.3), row 2, columns 1–4: #9AA0A6 on the default background: 2.27:1, below 4.5:1 in xterm (2.64:1), VS Code Light+ (2.64:1), GNOME Terminal Tango light (2.27:1), Solarized light (2.44:1)
            """)
        withKnownIssue {
            assertDemoAccessibility(of: AuditRegistry<ContrastGroup>.self)
        }
    }

    @Test func filter_selectsAndAnUnmatchedOneFails() {
        #expect(verifyDemoAccessibility(of: AuditRegistry<WaiverGroup>.self, filter: "accepted") == nil)
        #expect(verifyDemoAccessibility(of: AuditRegistry<WaiverGroup>.self, filter: "missing")
            == "Accessibility audit: no rendering matches the filter 'missing'")
    }
}

/// The same assertion under XCTest (the failing path is the one
/// `findings_failWithEachOnItsLine` checks: `verifyDemoAccessibility`, then
/// XCTFail; corelibs XCTest has no XCTExpectFailure).
final class AccessibilityAssertionXCTests: XCTestCase {
    func testClean_passes() {
        assertDemoAccessibility(of: AuditRegistry<CleanGroup>.self)
        assertDemoAccessibility(of: AuditRegistry<WaiverGroup>.self, filter: "accepted")
    }
}
