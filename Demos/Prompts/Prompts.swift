import DemoKitCore

/// Live command-line components after tuist/Noora: prompts that take keys
/// and steps that run in virtual time, each with its interactive look and
/// the look it has in a CI log.
enum Prompts: String, CaseDemoGroup {
    case singleChoice
    case multipleChoice
    case textInput
    case yesNo
    case progressStep
    case progressBar
    case collapsibleStep
    case selectableTable

    var demo: any Demoable {
        switch self {
        case .singleChoice: SingleChoiceDemo()
        case .multipleChoice: MultipleChoiceDemo()
        case .textInput: TextInputDemo()
        case .yesNo: YesNoDemo()
        case .progressStep: ProgressStepDemo()
        case .progressBar: ProgressBarStepDemo()
        case .collapsibleStep: CollapsibleStepDemo()
        case .selectableTable: SelectableTableDemo()
        }
    }

    var groupItemTitle: String {
        switch self {
        case .singleChoice: "Single choice"
        case .multipleChoice: "Multiple choice"
        case .textInput: "Text input"
        case .yesNo: "Yes or no"
        case .progressStep: "Progress step"
        case .progressBar: "Progress bar"
        case .collapsibleStep: "Collapsible step"
        case .selectableTable: "Selectable table"
        }
    }
}
