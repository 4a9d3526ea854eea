/// A demo with several named configurations ("tweaks"), the wrench menu of
/// DemoKit-iOS.
///
/// The runner creates a fresh demo, calls ``configure(forTweakAt:)`` with the
/// chosen tweak, then renders it. Options are most easily a
/// `String`-raw-value enum:
///
/// <!-- not compiled: the render body elided -->
/// ```swift
/// struct ButtonsDemo: TweakableDemo {
///     enum Tweaks: String, CaseIterable, TweakingOption {
///         case primary, red, disabled
///     }
///     private var tweak = Tweaks.primary
///
///     var numberOfTweaks: Int { Tweaks.allCases.count }
///     func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
///     mutating func configure(forTweakAt index: Int) { tweak = Tweaks.allCases[index] }
///
///     func render(in context: RenderContext) throws -> TextBlock { … }
/// }
/// ```
public protocol TweakableDemo: Demoable {
    /// The number of tweaks. The first, at index 0, is shown when no tweak is
    /// chosen.
    var numberOfTweaks: Int { get }

    /// The tweak at `index`, between `0` and `numberOfTweaks - 1`.
    func tweak(for index: Int) -> any TweakingOption

    /// Configures the demo for the tweak at `index`, between `0` and
    /// `numberOfTweaks - 1`. Called before ``Demoable/render(in:)``.
    mutating func configure(forTweakAt index: Int)

    /// Whether every tweak gets its own golden snapshot. When `false`, only
    /// the first tweak is snapshotted. Defaults to `true`.
    var shouldSnapshotTweaks: Bool { get }
}

extension TweakableDemo {
    public var shouldSnapshotTweaks: Bool { true }
}
