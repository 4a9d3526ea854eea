import DemoKitCore
import DemoKitSnapshots

extension CatalogListing {
    /// A demo's control in `list --json`: `type` is `text`, `integer`,
    /// `boolean`, `choice` or `colour`; `minimum` and `maximum` appear for an
    /// integer, `choices` for a choice; `default` is the value as `--set`
    /// takes it.
    struct Control: Encodable {
        var name: String
        var type: String
        var `default`: String?
        var minimum: Int?
        var maximum: Int?
        var choices: [String]?

        init(_ control: CatalogControl) {
            name = control.name
            `default` = control.defaultValue?.argument
            switch control.kind {
            case .text: type = "text"
            case .integer(let range):
                type = "integer"
                minimum = range.lowerBound
                maximum = range.upperBound
            case .boolean: type = "boolean"
            case .choice(let names):
                type = "choice"
                choices = names
            case .color: type = "colour"
            }
            typeDescription = control.kind.typeName
        }

        /// `integer 0...99`, `choice of plain|bold`: what the tree shows.
        let typeDescription: String

        private enum CodingKeys: String, CodingKey {
            case name, type, `default`, minimum, maximum, choices
        }
    }

    /// The demo's controls, or `nil` (left out of the JSON) when it has none.
    static func controls(of demo: CatalogDemo) -> [Control]? {
        let controls = demo.controls()
        return controls.isEmpty ? nil : controls.map(Control.init)
    }

    /// The tree's label of a control: `label: text = "Save"`.
    static func treeLabel(of control: Control) -> String {
        "\(control.name): \(control.typeDescription)"
    }

    /// The tree's identifier column of a control: the `--set` that gives
    /// its default.
    static func treeIdentifier(of control: Control) -> String {
        ShellWord.quoted("\(control.name)=\(control.default ?? "")")
    }
}
