import DemoKitCore
import DemoKitHeadless

/// ``ClassicTable``, printed with raw SGR and box-drawing characters, run
/// in a virtual terminal: the twin of `Components/table`, with its tweaks.
struct ClassicTableDemo: TerminalComponentDemo, TweakableDemo {
    typealias Tweaks = TableDemo.Tweaks

    private var tweak = Tweaks.bordered

    var title: String { "Table" }
    var numberOfTweaks: Int { Tweaks.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
    mutating func configure(forTweakAt index: Int) { tweak = Tweaks.allCases[index] }

    func run(in terminal: HeadlessTerminal) {
        var table = ClassicTable.packages(longCells: tweak == .longCells)
        table.width = terminal.columns
        switch tweak {
        case .plain: table.border = .none
        case .ascii: table.border = .ascii
        case .rowSeparators: table.rowSeparators = true
        case .bordered, .longCells: break
        }
        var output = terminal
        table.print(to: &output)
    }
}
