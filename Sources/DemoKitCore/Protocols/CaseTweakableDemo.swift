/// A tweakable demo whose tweaks are the cases of an enum, kept in one
/// stored property: the demo is its tweak enum, that property and
/// ``Demoable/render(in:)``.
///
/// ```swift
/// struct ButtonsDemo: CaseTweakableDemo {
///     enum Tweak: String, CaseIterable, TweakingOption {
///         case primary, red, disabled
///     }
///     var tweak = Tweak.primary
///
///     func render(in context: RenderContext) throws -> TextBlock {
///         let color = tweak == .red ? context.palette.danger : context.palette.accent
///         return TextBlock(StyledText(" Save ").bold().foreground(color))
///     }
/// }
/// ```
///
/// Underneath it is a ``TweakableDemo``, as in DemoKit-iOS: the tweaks are
/// `Tweak.allCases` in declaration order, and ``TweakableDemo/configure(forTweakAt:)``
/// sets ``tweak``. The first case is the default tweak. Write
/// ``TweakableDemo`` by hand when the tweaks are not the cases of one enum
/// (tweaks built from data, or several independent settings).
public protocol CaseTweakableDemo: TweakableDemo {
    /// The demo's tweaks: an enum of `TweakingOption`s, usually with
    /// `String` raw values (`--tweak red`).
    associatedtype Tweak: CaseIterable, TweakingOption

    /// The tweak the demo is configured for.
    var tweak: Tweak { get set }
}

extension CaseTweakableDemo {
    public var numberOfTweaks: Int { Tweak.allCases.count }

    public func tweak(for index: Int) -> any TweakingOption { Self.tweakCase(at: index) }

    public mutating func configure(forTweakAt index: Int) { tweak = Self.tweakCase(at: index) }

    private static func tweakCase(at index: Int) -> Tweak {
        let cases = Tweak.allCases
        return cases[cases.index(cases.startIndex, offsetBy: index)]
    }
}
