@_spi(Previews) import DarkroomCompat
import Foundation

/// Draws one preview in one variant on one device into PNG bytes.
///
/// A view is drawn as a hosting controller shows it on the device: the system background (white, or black
/// in dark mode) fills the screen and the content is centred in the safe area. `sizeThatFitsLayout` draws
/// the content at its own size (offered the device's width), `fixedLayout` at the given size without safe
/// areas. UIKit bodies are laid out at the same size and drawn through DarkroomCompat's window surface.
@MainActor
enum PreviewRenderer {
    /// A finished image.
    struct Image {
        var png: Data
        var size: CGSize
        var scale: CGFloat
    }

    static func render(_ content: PreviewBody.Content, piece: PreviewSplitter.Piece?, layout: PreviewLayoutChoice,
                       device: PreviewDeviceSpec, variant: PreviewVariant) throws -> Image {
        var environment = EnvironmentValues()
        variant.apply(to: &environment)
        if let scheme = piece?.attributes.colorScheme, let scheme { environment.colorScheme = scheme }
        let classes = device.sizeClasses(landscape: layout.landscape)
        environment.horizontalSizeClass = classes.horizontal
        environment.verticalSizeClass = classes.vertical
        environment.displayScale = device.scale
        switch content {
        case .view(let view):
            return try renderView(piece?.view ?? view, environment: environment, layout: layout, device: device)
        case .uiView(let view):
            return try renderUIKit(view, environment: environment, layout: layout, device: device)
        case .viewController(let controller):
            return try renderUIKit(controller.view, environment: environment, layout: layout, device: device)
        }
    }

    private static func renderView(_ view: any View, environment: EnvironmentValues, layout: PreviewLayoutChoice,
                                   device: PreviewDeviceSpec) throws -> Image {
        var options = RenderOptions(proposedSize: .unspecified, scale: device.scale, isOpaque: false,
                                    environment: environment)
        // One pass, never bands: bands follow the machine's cores, and resampled images may round a level
        // apart at band edges, so bands would make the bytes depend on the machine.
        options.rendersBandsInParallel = false
        let background: Color = environment.colorScheme == .dark ? .black : .white
        let hosted: AnyView
        switch layout.size {
        case .device:
            options.canvasSize = device.size(landscape: layout.landscape)
            options.safeAreaInsets = device.safeArea(landscape: layout.landscape)
            hosted = AnyView(DeviceScreen(content: AnyView(view), background: background))
        case .fixed(let size):
            options.canvasSize = size
            options.safeAreaInsets = EdgeInsets()
            hosted = AnyView(DeviceScreen(content: AnyView(view), background: background))
        case .fitted:
            // As Xcode's canvas: the content is offered the device's width and takes the height it needs, so
            // a view with `maxWidth: .infinity` spans the device, and text wraps where it would on it.
            options.proposedSize = ProposedViewSize(width: device.size(landscape: layout.landscape).width,
                                                    height: nil)
            hosted = AnyView(AnyView(view).background(background))
        }
        let image = try ViewRenderer(options: options).image(hosted)
        let uiImage = UIImage(cgImage: image, scale: device.scale)
        guard let png = uiImage.pngData() else { throw PreviewsError("the PNG encoder failed") }
        return Image(png: png, size: CGSize(width: CGFloat(image.width) / device.scale,
                                            height: CGFloat(image.height) / device.scale), scale: device.scale)
    }

    private static func renderUIKit(_ view: UIView, environment: EnvironmentValues, layout: PreviewLayoutChoice,
                                    device: PreviewDeviceSpec) throws -> Image {
        var size: CGSize
        switch layout.size {
        case .device: size = device.size(landscape: layout.landscape)
        case .fixed(let fixed): size = fixed
        case .fitted:
            size = view.sizeThatFits(device.size(landscape: layout.landscape))
            if size.width <= 0 || size.height <= 0 { size = device.size(landscape: layout.landscape) }
        }
        view.frame = CGRect(origin: .zero, size: size)
        let format = UIGraphicsImageRendererFormat()
        format.scale = device.scale
        let dark = environment.colorScheme == .dark
        let png = UIGraphicsImageRenderer(size: size, format: format).pngData { context in
            (dark ? UIColor.black : UIColor.white).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            view.layer.render(in: context.cgContext)
        }
        return Image(png: png, size: size, scale: device.scale)
    }
}

/// A device's screen: the content centred in the safe area (the renderer's `safeAreaInsets`), the background
/// under the safe area too.
private struct DeviceScreen: View {
    let content: AnyView
    let background: Color

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(background, ignoresSafeAreaEdges: .all)
    }
}
