import Foundation

nonisolated extension View {
    /// Positions this view within an invisible frame of the given size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        nodeModifier { FixedFrameNode(width: width, height: height, alignment: alignment, child: $0) }
    }

    /// Positions this view within an invisible frame with the given size constraints.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        nodeModifier {
            FlexFrameNode(horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                          vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                          alignment: alignment, child: $0)
        }
    }

    /// Adds padding to the given edges; `nil` means the default 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let insets = EdgeInsets(edges: edges, length: length ?? 16)
        return nodeModifier { PaddingNode(insets: insets, child: $0) }
    }
    /// Adds the same amount of padding, in points, to every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Adds padding to each edge by its own amount.
    public func padding(_ insets: EdgeInsets) -> some View { nodeModifier { PaddingNode(insets: insets, child: $0) } }

    /// Fixes this view at its ideal size in both dimensions.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    /// Fixes this view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        nodeModifier { FixedSizeNode(horizontal: horizontal, vertical: vertical, child: $0) }
    }

    /// Sets the priority by which a parent layout should apportion space to this view.
    public func layoutPriority(_ value: Double) -> some View {
        nodeModifier { node, _ in node.ownPriority = value.isFinite ? value : 0; return node }
    }

    /// Constrains this view's dimensions to an aspect ratio (width ÷ height);
    /// `nil` uses the view's ideal size's ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        nodeModifier { AspectRatioNode(ratio: aspectRatio, contentMode: contentMode, child: $0) }
    }
    /// Constrains this view's dimensions to the aspect ratio of a size (its width ÷ its height); a size whose
    /// height is not positive uses the view's ideal size's ratio.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(
            aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    /// Scales this view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Scales this view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Sizes this view relative to its nearest container: the enclosing `ScrollView`'s visible
    /// size (what it was offered), or, outside scroll views, what the view itself is offered.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }
    /// Divides the container into `count` columns (rows) `spacing` apart and spans `span` of them.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let n = CGFloat(max(1, count)), s = CGFloat(max(1, min(span, count)))
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            max(0, (length - spacing * (n - 1)) / n * s + spacing * (s - 1))
        }
    }
    /// Sizes this view with a function of its container's length along each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        nodeModifier { ContainerRelativeFrameNode(axes: axes, alignment: alignment, length: length, child: $0) }
    }
}
