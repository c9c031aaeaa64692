import DarkroomCompat
import Foundation

/// One snapshot's container, resolved from a layout and traits the way
/// swift-snapshot-testing resolves them on iOS: the device config's traits
/// overridden by the strategy's, a fixed size or the view's ideal size, and
/// the safe area only for device layouts.
struct SnapshotScene {
    /// The container in points; `nil` fits the view.
    var size: CGSize?
    var safeArea: UIEdgeInsets
    var traits: UITraitCollection
    /// The generation of iOS's look drawn (the references' OS).
    var osGeneration = OSGeneration.iOS18

    init(layout: SwiftUISnapshotLayout, traits: UITraitCollection) {
        switch layout {
        case .device(let config):
            size = config.size
            safeArea = config.safeArea
            self.traits = UITraitCollection(traitsFrom: [config.traits, traits])
        case .fixed(let width, let height):
            size = CGSize(width: width, height: height)
            safeArea = .zero
            self.traits = traits
        case .sizeThatFits:
            size = nil
            safeArea = .zero
            self.traits = traits
        }
    }

    /// Pixels per point: the traits' scale, else the screen's (`UIScreen.main.scale`, 2 unless configured).
    var scale: CGFloat { traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale }

    var colorScheme: ColorScheme { ColorScheme(traits.userInterfaceStyle) ?? .light }

    /// The render settings: scale, traits as environment values, the pinned fonts.
    var options: RenderOptions {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.layoutDirection = LayoutDirection(traits.layoutDirection) ?? .leftToRight
        environment.dynamicTypeSize = DynamicTypeSize(traits.preferredContentSizeCategory) ?? .large
        // An iPad preset is regular in both dimensions, an iPhone in landscape compact in height.
        environment.horizontalSizeClass = UserInterfaceSizeClass(traits.horizontalSizeClass) ?? .compact
        environment.verticalSizeClass = UserInterfaceSizeClass(traits.verticalSizeClass) ?? .regular
        environment.fontConfiguration = SnapshotFonts.pinned
        environment.osGeneration = osGeneration
        var options = RenderOptions(proposedSize: .unspecified, scale: scale, isOpaque: false,
                                    environment: environment)
        options.canvasSize = size
        if size != nil {
            options.safeAreaInsets = EdgeInsets(top: safeArea.top, leading: safeArea.left, bottom: safeArea.bottom,
                                                trailing: safeArea.right)
        }
        // One pass, never bands: the band count follows the machine's cores, and resampled images may
        // round a level apart at band edges, so bands would make the bytes depend on the machine.
        options.rendersBandsInParallel = false
        return options
    }

    /// The view inside its host.
    func host<V: View>(_ view: V) -> SnapshotHost<V> {
        // `systemBackground`: white in light mode, black in dark mode (the base level a hosting controller shows).
        let background: Color = colorScheme == .dark ? .black : .white
        return SnapshotHost(content: view, background: background, fillsContainer: size != nil)
    }

    /// Renders the view; a render error becomes an empty image (size zero), which the
    /// image diffing reports, as swift-snapshot-testing reports a view it could not draw.
    func image<V: View>(_ view: V) -> UIImage {
        let renderer = ViewRenderer(options: options)
        guard let cgImage = try? renderer.image(host(view)) else { return UIImage() }
        return UIImage(cgImage: cgImage, scale: scale)
    }

    func pdfData<V: View>(_ view: V) throws -> Data {
        try ViewRenderer(options: options).pdfData(host(view))
    }

    func svgData<V: View>(_ view: V) throws -> Data {
        try ViewRenderer(options: options).svgData(host(view))
    }
}
