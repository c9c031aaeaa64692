import Foundation

/// The visibility of scroll indicators (accepted: a picture shows none).
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(raw: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(raw: 1)
    /// Hidden unless the platform insists.
    public static let hidden = ScrollIndicatorVisibility(raw: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(raw: 3)
}

/// How a scroll view bounces (accepted).
public struct ScrollBounceBehavior: Equatable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(raw: 0)
    /// Always bounces.
    public static let always = ScrollBounceBehavior(raw: 1)
    /// Bounces only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(raw: 2)
}

/// How scrolling dismisses the keyboard (accepted).
public struct ScrollDismissesKeyboardMode: Equatable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(raw: 0)
    /// Dismissed as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(raw: 1)
    /// Dragged down with the scroll.
    public static let interactively = ScrollDismissesKeyboardMode(raw: 2)
    /// Never dismissed by scrolling.
    public static let never = ScrollDismissesKeyboardMode(raw: 3)
}

/// Where a scroll view comes to rest (accepted: a picture does not scroll).
public protocol ScrollTargetBehavior {}
/// Scrolling that rests on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Paging behaviour.
    public init() {}
}
/// Scrolling that rests with a view of the target layout aligned to the edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// View-aligned behaviour.
    public init() {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on page boundaries.
    public static var paging: PagingScrollTargetBehavior { .init() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view aligned to the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
}

/// Where content margins apply.
public struct ContentMarginPlacement: Equatable, Sendable {
    let raw: Int
    /// Content and indicators alike.
    public static let automatic = ContentMarginPlacement(raw: 0)
    /// The scrolled content only.
    public static let scrollContent = ContentMarginPlacement(raw: 1)
    /// The scroll indicators only (nothing to draw in a render).
    public static let scrollIndicators = ContentMarginPlacement(raw: 2)
}

/// Regions of the safe area (accepted: a render has no safe area).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions as bits.
    public let rawValue: UInt
    /// Regions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The container's insets (bars, notch, home indicator).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's inset.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
extension EnvironmentValues {
    /// Margins scroll views add around their content (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] } set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scroll indicator visibility; a picture shows no indicators.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }
    /// Turns scrolling off: sets `isScrollEnabled` in the environment (a picture does not scroll either way).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment { $0.isScrollEnabled = !disabled }
    }
    /// Marks the layout whose views scroll targets align to; no effect on a render.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// Where scrolling comes to rest; a render shows the content at offset zero.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
    /// Lets content draw outside the scroll view; a render's scroll views already draw all their content.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// How the scroll view bounces; no effect on a render.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }
    /// How scrolling dismisses the keyboard; no keyboard here.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// Where the content starts scrolled to; a render shows it at offset zero.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
    /// Binds the scrolled-to view; a render shows the content at offset zero.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Adds margins around the content of scroll views in this view (they scroll with it).
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let insets = EdgeInsets(edges: edges, length: length ?? 16)
        return transformEnvironment { env in if placement != .scrollIndicators { env.scrollContentMargins = insets } }
    }
    /// Adds `length` points around the content of scroll views in this view, on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
    /// Adds `insets` around the content of scroll views in this view (they scroll with it).
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        transformEnvironment { env in if placement != .scrollIndicators { env.scrollContentMargins = insets } }
    }

    /// A render has no safe area: the view is unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// A render has no safe area: the view is unchanged (deprecated spelling of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    /// Safe-area padding is plain padding in a render (the safe area is empty).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }
    /// `length` points of padding on every edge (the safe area is empty in a render).
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
    /// Padding by `insets` (the safe area is empty in a render).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

    /// Shows `content` along the top or bottom edge, the view laid out in the space left.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity)
            if edge == .bottom { inset }
        }
    }
    /// Shows `content` along the leading or trailing edge, the view laid out in the space left.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }

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

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge: left in left-to-right layouts.
    case leading
    /// The trailing edge: right in left-to-right layouts.
    case trailing
}

private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether scrolling is enabled; `scrollDisabled(_:)` sets it.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}
