import Foundation

/// The documents, versions and clock the version lockout demos use.
enum LockoutSamples {
    /// A fixed "now", so that remembered skips render the same everywhere.
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// The document of a typical release, as data: 2.4.0 recommended,
    /// 2.0.0 required.
    static func document(
        recommended: String = "2.4.0", required: String = "2.0.0", eol: Bool = false, message: String? = nil
    ) -> Data {
        Data(json(recommended: recommended, required: required, eol: eol, message: message).utf8)
    }

    /// The JSON of ``document(recommended:required:eol:message:)``.
    static func json(
        recommended: String = "2.4.0", required: String = "2.0.0", eol: Bool = false, message: String? = nil
    ) -> String {
        var fields = [
            #""recommendedVersion": "\#(recommended)""#,
            #""requiredVersion": "\#(required)""#,
            #""updateUrl": "https://apps.apple.com/app/id1234567890""#,
            #""eol": \#(eol)"#,
        ]
        if let message { fields.append(#""message": "\#(message)""#) }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// A document that has lost its `requiredVersion`.
    static let missingRequiredVersion =
        #"{ "recommendedVersion": "2.4.0", "updateUrl": "https://apps.apple.com/app/id1234567890", "eol": false }"#

    static let longMessage = "DemoKit Classic has been replaced by DemoKit, a new app with the same demos "
        + "and your saved tweaks. Classic stops receiving updates today and will stop working at the end "
        + "of the year. Thank you for six years of bug reports, ideas and patience; we hope to see you in "
        + "the new app."
}
