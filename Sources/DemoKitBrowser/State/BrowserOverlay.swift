/// A panel drawn over the browser that takes the keys until it closes.
package enum BrowserOverlay: Sendable, Hashable {
    /// The tweak menu (the wrench of DemoKit-iOS), with the highlighted
    /// tweak's index.
    case tweakMenu(cursor: Int)
    /// The live demo's scripts, with the highlighted script's index.
    case scriptMenu(cursor: Int)
    /// Every key and what it does.
    case help
    /// The selected demo's accessibility findings, scrolled to a line.
    case audit(top: Int)
    /// The selected demo's controls, with the highlighted control's index
    /// and, while its text is being typed, the text so far (the demo keeps
    /// its value until Enter applies the draft).
    case controls(cursor: Int, draft: String?)
}
