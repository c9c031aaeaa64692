extension PresentationBackgroundInteraction {
    /// The view behind a sheet takes input while the sheet is at `detent` or smaller. A render draws no sheet
    /// and takes no input, so this only records the choice.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: 1)
    }
}
