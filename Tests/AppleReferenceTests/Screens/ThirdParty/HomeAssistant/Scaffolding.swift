// The least the Home Assistant pairs need from outside the files copied beside this one: the few
// SF Symbols names of the SFSafeSymbols package they use, the HAIconic icon type the default icon of
// ExternalLinkButton refers to (no recorded pair uses that default), and LabsLabel, which no recorded
// pair shows (its rows have `showsLabsLabel: false`).
import DarkroomCompat
import Foundation

/// SFSafeSymbols' typed SF Symbols names, the cases these views use.
public enum SFSymbol: String {
    case arrowLeftArrowRight = "arrow.left.arrow.right"
    case checkmark
    case chevronDown = "chevron.down"
    case chevronUp = "chevron.up"
    case handRaisedFill = "hand.raised.fill"
    case heart
    case locationFill = "location.fill"
    case wifi
    case xmark
}

extension Image {
    /// SFSafeSymbols' `Image(systemSymbol:)`.
    public init(systemSymbol: SFSymbol) { self.init(systemName: systemSymbol.rawValue) }
}

/// HAIconic's Material Design Icons type, as far as ExternalLinkButton's default icon names it.
public final class MaterialDesignIcons {
    public static let openInNewIcon = MaterialDesignIcons()
    public func image(ofSize size: CGSize, color: UIColor?) -> UIImage { UIImage() }
}

/// Home Assistant's "Labs" badge; the recorded list pickers do not show it.
public struct LabsLabel: View {
    public var body: some View { EmptyView() }
}

