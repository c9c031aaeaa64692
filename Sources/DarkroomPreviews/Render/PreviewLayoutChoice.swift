@_spi(Previews) import DarkroomCompat
import Foundation

/// How big a preview is drawn: on the device's screen, at a fixed size, or at the content's own size;
/// and whether the device is turned. From `#Preview`'s traits or a provider's `previewLayout` and
/// `previewInterfaceOrientation`.
struct PreviewLayoutChoice: Equatable {
    enum Size: Equatable {
        case device
        case fixed(CGSize)
        case fitted
    }

    var size: Size = .device
    var landscape = false

    /// The choice `#Preview`'s traits make.
    init(traits: [PreviewTrait<Preview.ViewTraits>]) {
        for trait in traits {
            switch trait.kind {
            case "sizeThatFitsLayout": size = .fitted
            case "fixedLayout": size = .fixed(trait.fixedSize ?? .zero)
            case "defaultLayout": size = .device
            case "landscapeLeft", "landscapeRight": landscape = true
            case "portrait", "portraitUpsideDown": landscape = false
            default: break
            }
        }
    }

    /// The choice a provider's modifiers make.
    init(layout: PreviewLayout?, orientation: InterfaceOrientation?) {
        switch layout {
        case .sizeThatFits?: size = .fitted
        case .fixed(let width, let height)?: size = .fixed(CGSize(width: width, height: height))
        case .device?, nil: size = .device
        }
        landscape = orientation?.isLandscape ?? false
    }

    /// The trait names the manifest lists.
    var traitNames: [String] {
        var names: [String] = []
        switch size {
        case .device: break
        case .fixed(let size): names.append("fixedLayout(width: \(Self.number(size.width)), "
                                            + "height: \(Self.number(size.height)))")
        case .fitted: names.append("sizeThatFitsLayout")
        }
        if landscape { names.append("landscape") }
        return names
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(describing: Double(value))
    }
}
