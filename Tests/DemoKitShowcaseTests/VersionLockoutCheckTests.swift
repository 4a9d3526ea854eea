import Foundation
import Testing

@testable import DemoKitDemos

@Suite("VersionLockoutCheck")
struct VersionLockoutCheckTests {
    let now = Date(timeIntervalSince1970: 1_000_000)
    let hour: TimeInterval = 3_600
    let updateURL = URL(string: "https://apps.apple.com/app/id1234567890")

    private func check(_ version: String, skipPeriod: TimeInterval = VersionLockoutCheck.oneDay) throws -> VersionLockoutCheck {
        VersionLockoutCheck(currentVersion: try LockoutVersion(version), skipPeriod: skipPeriod)
    }

    private func status(_ version: String, _ document: Data?) throws -> LockoutStatus {
        try check(version).evaluate(document, now: now).status
    }

    @Test func evaluate_noDocumentYet_isLoading() throws {
        #expect(try status("2.3.1", nil) == .loading)
    }

    @Test func evaluate_semanticVersions_giveEachStatus() throws {
        let url = try #require(updateURL)
        let document = LockoutSamples.document(recommended: "2.4.0", required: "2.0.0")
        #expect(try status("2.4.1", document) == .upToDate)
        #expect(try status("2.4", document) == .upToDate)
        #expect(try status("2.3.9", document) == .updateRecommended(updateURL: url, version: try LockoutVersion("2.4.0")))
        #expect(try status("2.0.0", document) == .updateRecommended(updateURL: url, version: try LockoutVersion("2.4.0")))
        #expect(try status("1.9.9", document) == .updateRequired(updateURL: url, version: try LockoutVersion("2.0.0")))
    }

    @Test func evaluate_datedVersions_compareByDate() throws {
        let document = LockoutSamples.document(recommended: "2022.08.25", required: "2022.03.01")
        #expect(try status("2022.08.25", document) == .upToDate)
        #expect(try status("2022.04.30", document).isSkippable)
        guard case .updateRequired = try status("2021.12.24", document) else {
            Issue.record("2021.12.24 should be required to update")
            return
        }
    }

    @Test func evaluate_semanticVersionsWithFourDigitMajor_canBeLockedOut() throws {
        let url = try #require(updateURL)
        let document = LockoutSamples.document(recommended: "2024.3.0", required: "2024.2.0")
        #expect(try status("2024.1.0", document) == .updateRequired(updateURL: url, version: try LockoutVersion("2024.2.0")))
        #expect(try status("2024.2.0", document) == .updateRecommended(updateURL: url, version: try LockoutVersion("2024.3.0")))
        #expect(try status("2024.3.0", document) == .upToDate)
        let thousand = LockoutSamples.document(recommended: "1001.0.0", required: "1001.0.0")
        #expect(try status("1000.0.0", thousand) == .updateRequired(updateURL: url, version: try LockoutVersion("1001.0.0")))
    }

    @Test func evaluate_endOfLife_winsOverEverything() throws {
        let document = LockoutSamples.document(recommended: "9.0.0", required: "9.0.0", eol: true, message: "Bye")
        #expect(try status("1.0.0", document) == .endOfLife(message: "Bye"))
        #expect(try status("10.0.0", LockoutSamples.document(eol: true)) == .endOfLife(message: nil))
    }

    @Test func evaluate_badDocument_isUpToDateWithTheError() throws {
        let evaluation = try check("1.0.0").evaluate(Data("oops".utf8), now: now)
        #expect(evaluation.status == .upToDate)
        #expect(evaluation.error == .notJSON)
    }

    @Test func evaluate_unsafeUpdateLink_isUpToDateWithTheError() throws {
        let json = LockoutSamples.json(required: "9.0.0")
            .replacingOccurrences(of: "https://apps.apple.com/app/id1234567890", with: "javascript:alert(1)")
        let evaluation = try check("1.0.0").evaluate(Data(json.utf8), now: now)
        #expect(evaluation.status == .upToDate)
        guard case .invalidField("updateUrl", _) = evaluation.error else {
            Issue.record("expected an invalid updateUrl, got \(String(describing: evaluation.error))")
            return
        }
    }

    @Test func evaluate_mixedSchemes_isUpToDateWithTheError() throws {
        let document = LockoutSamples.document(recommended: "2022.08.25", required: "2022.03.01")
        let evaluation = try check("2.3.1").evaluate(document, now: now)
        #expect(evaluation.status == .upToDate)
        #expect(evaluation.error == .mixedSchemes(
            field: "requiredVersion", version: try LockoutVersion("2022.03.01"), current: try LockoutVersion("2.3.1")))
        #expect(evaluation.error?.description
            == "'requiredVersion' is dated ('2022.03.01') but the app's version is semantic ('2.3.1'); "
            + "number both the same way.")
    }

    @Test func skip_hidesTheRecommendationForThePeriod() throws {
        var check = try check("2.3.1")
        let document = LockoutSamples.document()
        let recommended = check.evaluate(document, now: now).status
        check.skip(recommended, now: now)

        let soon = check.evaluate(document, now: now + hour)
        #expect(soon.status == .upToDate)
        #expect(soon.skippedUntil == now + VersionLockoutCheck.oneDay)
        #expect(check.evaluate(document, now: now + 24 * hour - 1).status == .upToDate)
        #expect(check.evaluate(document, now: now + 24 * hour).status == recommended)
    }

    @Test func skip_periodIsConfigurable() throws {
        var check = try check("2.3.1", skipPeriod: 10 * 60)
        let document = LockoutSamples.document()
        check.skip(check.evaluate(document, now: now).status, now: now)
        #expect(check.evaluate(document, now: now + 9 * 60).status == .upToDate)
        #expect(check.evaluate(document, now: now + 10 * 60).status.isSkippable)
    }

    @Test func skip_ofOneVersion_doesNotHideANewerRecommendation() throws {
        var check = try check("2.3.1")
        check.skip(check.evaluate(LockoutSamples.document(recommended: "2.4.0"), now: now).status, now: now)
        let newer = check.evaluate(LockoutSamples.document(recommended: "2.5.0"), now: now + hour)
        #expect(newer.status.isSkippable)
        #expect(newer.skippedUntil == nil)
    }

    @Test func skip_neverHidesARequiredUpdate() throws {
        var check = try check("2.3.1")
        check.skip(check.evaluate(LockoutSamples.document(), now: now).status, now: now)
        guard case .updateRequired = check.evaluate(LockoutSamples.document(required: "2.4.0"), now: now + hour).status
        else {
            Issue.record("a skipped recommendation hid a required update")
            return
        }
    }

    @Test func skip_datedInTheFuture_doesNotHold() throws {
        var check = try check("2.3.1")
        check.skip = LockoutSkip(version: try LockoutVersion("2.4.0"), date: now + 48 * hour)
        #expect(check.evaluate(LockoutSamples.document(), now: now).status.isSkippable)
    }

    @Test func skip_ofAStatusThatCannotBeSkipped_remembersNothing() throws {
        var check = try check("1.0.0")
        check.skip(check.evaluate(LockoutSamples.document(), now: now).status, now: now)
        check.skip(.endOfLife(message: nil), now: now)
        check.skip(.upToDate, now: now)
        #expect(check.skip == nil)
    }

    @Test func isSkippable_onlyForRecommendedUpdates() throws {
        let url = try #require(updateURL)
        let version = try LockoutVersion("2.0.0")
        #expect(LockoutStatus.updateRecommended(updateURL: url, version: version).isSkippable)
        #expect(!LockoutStatus.updateRequired(updateURL: url, version: version).isSkippable)
        #expect(!LockoutStatus.endOfLife(message: nil).isSkippable)
        #expect(!LockoutStatus.loading.isSkippable)
        #expect(!LockoutStatus.upToDate.isSkippable)
    }

    @Test func describePeriod_isLocaleFreeWords() {
        #expect(StandardLockoutScreens.describe(VersionLockoutCheck.oneDay) == "1 day")
        #expect(StandardLockoutScreens.describe(3 * VersionLockoutCheck.oneDay) == "3 days")
        #expect(StandardLockoutScreens.describe(23 * hour) == "23 hours")
        #expect(StandardLockoutScreens.describe(60) == "1 minute")
        #expect(StandardLockoutScreens.describe(5) == "a moment")
    }
}
