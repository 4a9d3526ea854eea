import DemoKitCore

extension BrowserState {
    /// Where the browser is, for a browser started again to open at; `nil`
    /// for an empty catalog.
    package var place: BrowserPlace? {
        guard let demo = selectedDemo else { return nil }
        let width: Int
        switch widthPreset {
        case .fit: width = 0
        case .columns(let columns): width = columns
        }
        return BrowserPlace(
            group: demo.groupIdentifier, demo: demo.identifier, tweak: selectedTweak?.identifier,
            script: script?.identifier, step: script?.step, width: width, appearance: settings.appearance,
            direction: settings.direction, scroll: demoPane.top, isFullScreen: view == .demo,
            controls: controlArguments)
    }

    /// The failure of the selected demo, tweak and control values in an
    /// earlier browser, if they had one.
    package var selectedFailure: DemoFailure? {
        guard !failures.isEmpty, let demo = selectedDemo else { return nil }
        let key = DemoFailure.Key(
            group: demo.groupIdentifier, demo: demo.identifier, tweak: selectedTweak?.identifier,
            controls: controlArguments)
        return failures[key]
    }

    /// The controls set on the selected demo, each `name=value`; `nil`
    /// when none is.
    var controlArguments: [String]? {
        let controls = selectedControls
        return controls.isEmpty ? nil : controls.map(\.argument)
    }

    /// Goes back to the script step, scroll position and view of `place`,
    /// once the browser shows its demo and tweak (``BrowserState/init``
    /// takes those, the width and the appearance).
    package mutating func restoreView(of place: BrowserPlace) {
        guard let demo = selectedDemo, demo.groupIdentifier == place.group, demo.identifier == place.demo else {
            return
        }
        if let identifier = place.script, let index = live?.scripts.firstIndex(where: { $0.identifier == identifier }) {
            showScript(index, step: place.step ?? 0)
        }
        demoPane.top = max(0, place.scroll)
        if place.isFullScreen { view = .demo }
    }

    /// Tells ``demoCodeWillRun`` that the selected demo's code runs next.
    func reportDemoCode() {
        guard let demoCodeWillRun, let place else { return }
        demoCodeWillRun(place)
    }
}

extension WidthPreset {
    /// The preset of a ``BrowserPlace/width``: 0 fits the pane.
    package init(placeWidth: Int) {
        self = placeWidth > 0 ? .columns(placeWidth) : .fit
    }
}
