// The least the Home Assistant pairs need from outside the files copied beside this one: the few
// SF Symbols names of the SFSafeSymbols package they use, the HAIconic icon type the default icon of
// ExternalLinkButton refers to (no recorded pair uses that default), LabsLabel, which no recorded
// pair shows (its rows have `showsLabsLabel: false`), and Xcode's generated names for the two asset-catalog
// entries the invitation page uses (`.logo`, `.accent`), whose sets are copied in Resources/ from the app's
// and Shared's catalogs and read through `AppResources`.
import DarkroomCompat
import Foundation

/// SFSafeSymbols' typed SF Symbols names, the cases these views use.
public enum SFSymbol: String {
    case arrowLeftArrowRight = "arrow.left.arrow.right"
    case checkmark
    case envelopeBadgeFill = "envelope.badge.fill"
    case chevronDown = "chevron.down"
    case chevronUp = "chevron.up"
    case handRaisedFill = "hand.raised.fill"
    case heart
    case houseFill = "house.fill"
    case listBulletRectangle = "list.bullet.rectangle"
    case lock
    case locationFill = "location.fill"
    case serverRack = "server.rack"
    case tag
    case wifi
    case xmark
}

extension Image {
    /// SFSafeSymbols' `Image(systemSymbol:)`.
    public init(systemSymbol: SFSymbol) { self.init(systemName: systemSymbol.rawValue) }
}

extension Label where Title == Text, Icon == Image {
    /// SFSafeSymbols' `Label(_:systemSymbol:)`.
    public init(_ title: String, systemSymbol: SFSymbol) { self.init(title, systemImage: systemSymbol.rawValue) }
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


extension ImageResource {
    /// Xcode's generated symbol for Shared's `Logo` image set.
    static let logo = ImageResource(name: "Logo", bundle: .main)
}

extension ShapeStyle where Self == Color {
    /// Xcode's generated symbol for the app's `accentColor` colour set.
    static var accent: Color { Color("accentColor", bundle: .main) }
    /// Xcode's generated symbol for Shared's `tileBackground` colour set (Colors.xcassets/Background).
    static var tileBackground: Color { Color("tileBackground", bundle: .main) }
}

/// The asset sets copied beside these files (Resources/Assets.xcassets).
let homeAssistantResources = AppResources(
    folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources"))
