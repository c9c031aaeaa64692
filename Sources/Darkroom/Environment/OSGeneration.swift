import Foundation

/// Which generation of iOS's look a render draws: the system's chrome and lists changed shape between
/// releases, and a team's references were recorded on one of them.
///
/// The default is the iOS 17–18 look. Choose another per render with `.environment(\.osGeneration, .iOS26)`
/// (in a preview's body too) or DarkroomSnapshotTesting's `osGeneration:` option; docs/layout.md lists the
/// metrics that differ.
public enum OSGeneration: String, Sendable, Hashable, CaseIterable {
    /// iOS 15–16: as iOS 17–18, except that a `Picker` in a `Form` inside a navigation container pushes its
    /// options (a row with the value and a disclosure chevron) instead of opening a menu.
    case iOS15 = "ios15"
    /// iOS 17 and 18 (the default).
    case iOS18 = "ios18"
    /// iOS 26: taller list rows in capsule-cornered cards with 16-point margins, a floating tab bar.
    case iOS26 = "ios26"

    /// Whether a form's automatic picker in a navigation container draws as a navigation row (before iOS 16).
    var formPickersPushInNavigation: Bool { self == .iOS15 }
    /// The minimum height of a list row: 44 points; 51 on iOS 26 (SpeziViews' one-row list recorded on iOS 26 on a
    /// 390-point iPhone at @3x: a card 153 pixels tall).
    var listRowMinHeight: CGFloat { self == .iOS26 ? 51 : 44 }
    /// The corner radius of an inset-grouped card: 10 points; 26 on iOS 26, which makes a one-row card a capsule
    /// (the same recording: its corners' curve meets the card's side 25 points down).
    var listCardCornerRadius: CGFloat { self == .iOS26 ? 26 : 10 }
    /// The inset-grouped list's margin (card inset and row content inset): 16 or 20 points by width before iOS 26
    /// (`GroupedListNode.margin`); 16 on iOS 26 (the same recording: card from x 16.33, text from 33 on 390 points).
    func listMargin(width: CGFloat?) -> CGFloat { self == .iOS26 ? 16 : GroupedListNode.margin(width: width) }
}

private struct OSGenerationKey: EnvironmentKey {
    static let defaultValue = OSGeneration.iOS18
}

extension EnvironmentValues {
    /// The generation of iOS's look this render draws (iOS 17–18 unless set).
    public var osGeneration: OSGeneration {
        get { self[OSGenerationKey.self] }
        set { self[OSGenerationKey.self] = newValue }
    }
}
