import DarkroomCompat
import Foundation

// The devices' numbers live in DarkroomCompat (DeviceMetrics.swift), shared with `darkroom previews`; this
// file turns them into swift-snapshot-testing's configurations.
extension PhonePreset {
    func config(_ orientation: ViewImageConfig.Orientation) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: portraitSafeArea, size: portraitSize, traits: traits(orientation))
        case .landscape:
            ViewImageConfig(safeArea: landscapeSafeArea,
                            size: CGSize(width: portraitSize.height, height: portraitSize.width),
                            traits: traits(orientation))
        }
    }

    func traits(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        // Phones in these presets use the Medium content size, as swift-snapshot-testing's do.
        let horizontal: UIUserInterfaceSizeClass = orientation == .landscape && landscapeIsRegularWidth
            ? .regular : .compact
        return UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale),
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: horizontal),
            UITraitCollection(verticalSizeClass: orientation == .landscape ? .compact : .regular),
        ])
    }
}

extension TabletPreset {
    func config(_ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
        let size: CGSize
        let isCompact: Bool
        switch orientation {
        case .landscape(let split):
            let index = [.oneThird, .oneHalf, .twoThirds, .full].firstIndex(of: split)!
            size = CGSize(width: landscapeWidths[index], height: shortSide)
            isCompact = index < 2
        case .portrait(let split):
            let index = [.oneThird, .twoThirds, .full].firstIndex(of: split)!
            size = CGSize(width: portraitWidths[index], height: longSide)
            isCompact = index < 2
        }
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2),
            UITraitCollection(horizontalSizeClass: isCompact ? .compact : .regular),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(userInterfaceIdiom: .pad),
        ])
        return ViewImageConfig(safeArea: safeArea, size: size, traits: traits)
    }
}

extension ViewImageConfig.TabletOrientation {
    /// The full-screen split of a plain orientation.
    init(_ orientation: ViewImageConfig.Orientation) {
        self = orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}
