extension TextColor {
    /// The colour as a terminal with `support` shows it: what the encoder
    /// writes (``ColorDowngrade``), for checks that compare colours after a
    /// downgrade without encoding.
    ///
    /// - Parameter support: The terminal's colours.
    /// - Returns: The nearest colour `support` can show.
    package func downgraded(for support: ColorSupport) -> TextColor {
        ColorDowngrade.color(self, for: support)
    }
}
