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

// Inlinable, so that each conformance's witnesses are specialized for its
// own `Tweak` where it is declared: a catalog lists every tweak of a
// thousand demo types, and the generic forms resolved `Tweak.AllCases` and
// its conformances at run time, type by type.
extension CaseTweakableDemo {
    @inlinable
    public var numberOfTweaks: Int { Tweak.allCases.count }

    @inlinable
    public func tweak(for index: Int) -> any TweakingOption { Self._tweakCase(at: index) }

    @inlinable
    public mutating func configure(forTweakAt index: Int) { tweak = Self._tweakCase(at: index) }

    @inlinable
    static func _tweakCase(at index: Int) -> Tweak {
        let cases = Tweak.allCases
        return cases[cases.index(cases.startIndex, offsetBy: index)]
    }
}
