#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A UIKit view drawn in a SwiftUI layout (what representables resolve to): sized by the
/// representable's answer, else by the view's intrinsic size in each dimension that has one, else
/// by the offered size (10 points when unspecified, as shapes), then drawn in that size.
struct PlatformViewSnapshot: View {
    let uiView: UIView
    let fits: (ProposedViewSize) -> CGSize?

    var body: some View {
        let uiView = self.uiView
        PlatformViewLayout(uiView: uiView, fits: fits) {
            Canvas { context, size in
                uiView.frame = CGRect(origin: .zero, size: size)
                context.record(displayItems: uiView.layer.displayItems())
            }
        }
    }
}

/// Sizes a platform view's canvas as `PlatformViewSnapshot` says.
struct PlatformViewLayout: Layout {
    let uiView: UIView
    let fits: (ProposedViewSize) -> CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let size = fits(proposal) { return size }
        let intrinsic = uiView.intrinsicContentSize
        let offered = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : offered.width,
                      height: intrinsic.height >= 0 ? intrinsic.height : offered.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
        }
    }
}
#endif
