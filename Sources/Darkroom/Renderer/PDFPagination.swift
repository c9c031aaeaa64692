import CCairo
import Foundation

/// A printed page: its size and margins, in points.
public struct PageLayout: Sendable, Hashable {
    /// The page size in points (1/72 inch).
    public var pageSize: CGSize
    /// Space left blank around the content on every page, in points.
    public var margins: EdgeInsets

    /// A page of `pageSize` points with `margins` (half an inch on every side by default).
    public init(pageSize: CGSize, margins: EdgeInsets = EdgeInsets(top: 36, leading: 36, bottom: 36, trailing: 36)) {
        self.pageSize = pageSize; self.margins = margins
    }

    /// ISO A4 (210 × 297 mm) with half-inch margins.
    public static let a4 = PageLayout(pageSize: CGSize(width: 595.28, height: 841.89))
    /// US Letter (8.5 × 11 in) with half-inch margins.
    public static let letter = PageLayout(pageSize: CGSize(width: 612, height: 792))

    /// The same page with other margins.
    public func margins(_ insets: EdgeInsets) -> PageLayout { PageLayout(pageSize: pageSize, margins: insets) }

    /// Where content goes on a page.
    public var contentRect: CGRect {
        CGRect(x: margins.leading, y: margins.top, width: pageSize.width - margins.leading - margins.trailing,
               height: pageSize.height - margins.top - margins.bottom)
    }
}

/// Lays a tall view across pages.
///
/// The view is laid out once, proposed the content width of the page and its
/// ideal height, then cut into page-high slices. **Slicing rule:** a cut never
/// goes through a line of text (each line's box runs from its ascent to its
/// descent) nor through an image or shape shorter than a third of the content
/// height; the cut moves up to just above the first such item it would split.
/// If that would leave less than a quarter of the page used (one item taller
/// than a page, a huge table cell), the page is cut at its full height instead.
/// Everything outside a page's slice is clipped away, so nothing prints twice.
public struct PDFPaginator: Sendable {
    /// Lays out and draws the content; its scale sets the resolution of shadows and blurs.
    public var renderer: ViewRenderer
    /// The size and margins of every page.
    public var page: PageLayout
    /// Drawn centred in the top margin of every page.
    var header: (@Sendable (PageNumber) -> AnyView)?
    /// Drawn centred in the bottom margin of every page.
    var footer: (@Sendable (PageNumber) -> AnyView)?

    /// A paginator that cuts content laid out at the page's width into pages of `page`.
    public init(renderer: ViewRenderer = ViewRenderer(), page: PageLayout = .a4) {
        self.renderer = renderer; self.page = page
    }

    /// Which page a header or footer is drawn on.
    public struct PageNumber: Sendable, Hashable {
        /// 1-based.
        public let index: Int
        /// The number of pages in the document.
        public let count: Int
    }

    /// A paginator drawing `content` in every page's top margin (proposed the content width).
    public func header<H: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable (PageNumber) -> H)
        -> PDFPaginator
    {
        var copy = self
        copy.header = { AnyView(content($0)) }
        return copy
    }

    /// A paginator drawing `content` in every page's bottom margin, e.g. `Text("Page \($0.index) of \($0.count)")`.
    public func footer<F: View & SendableMetatype>(@ViewBuilder _ content: @escaping @Sendable (PageNumber) -> F)
        -> PDFPaginator
    {
        var copy = self
        copy.footer = { AnyView(content($0)) }
        return copy
    }

    /// The view's display list at the page's content width.
    func contentList<V: View>(_ view: V) throws -> DisplayList {
        let content = page.contentRect
        // Checked on the raw numbers: CGRect reports the absolute value of a negative height.
        let w = page.pageSize.width - page.margins.leading - page.margins.trailing
        let h = page.pageSize.height - page.margins.top - page.margins.bottom
        guard w > 0, h > 0, w.isFinite, h.isFinite else { throw RenderError.invalidSize(CGSize(width: w, height: h)) }
        return try renderer.with { $0.proposedSize = ProposedViewSize(width: content.width, height: nil) }.displayList(
            view)
    }

    /// Where each page's slice starts and ends, in the view's coordinates (points from its top).
    public func pageSlices<V: View>(_ view: V) throws -> [ClosedRange<CGFloat>] {
        slices(of: try contentList(view))
    }

    func slices(of list: DisplayList) -> [ClosedRange<CGFloat>] {
        let pageHeight = page.contentRect.height
        let keepTogether = Self.unbreakableSpans(list.items, transform: .identity, maxHeight: pageHeight / 3)
        var result: [ClosedRange<CGFloat>] = []
        var top: CGFloat = 0
        let total = list.size.height
        while top < total - 0.01 {
            let limit = top + pageHeight
            if limit >= total { result.append(top...total); break }
            var cut = limit
            var moved = true
            while moved {
                moved = false
                for span in keepTogether
                where span.lowerBound < cut - 0.01 && span.upperBound > cut + 0.01 && span.lowerBound > top {
                    cut = span.lowerBound; moved = true
                }
            }
            if cut < top + pageHeight / 4 { cut = limit }
            result.append(top...cut)
            top = cut
        }
        return result.isEmpty ? [0...max(total, 0)] : result
    }

    /// Vertical extents that should not be split: text lines and small leaf items.
    static func unbreakableSpans(_ items: [DisplayItem], transform: CGAffineTransform, maxHeight: CGFloat)
        -> [ClosedRange<CGFloat>]
    {
        var spans: [ClosedRange<CGFloat>] = []
        for item in items {
            switch item {
            case .group(let g):
                spans += unbreakableSpans(
                    g.items, transform: g.transform.concatenating(transform), maxHeight: maxHeight)
            case .text(let text):
                for run in text.runs where !run.glyphs.isEmpty {
                    var extents = cairo_font_extents_t()
                    cairo_scaled_font_extents(run.font.scaledFont, &extents)
                    let baseline = CGPoint(x: run.origin.x, y: run.glyphs[0].y)
                    let top = CGPoint(x: baseline.x, y: baseline.y - extents.ascent).applying(transform)
                    let bottom = CGPoint(x: baseline.x, y: baseline.y + extents.descent).applying(transform)
                    spans.append(min(top.y, bottom.y)...max(top.y, bottom.y))
                }
            case .fill, .stroke, .image:
                let r = item.bounds
                guard !r.isNull, r.height.isFinite else { continue }
                let box = r.applying(transform)
                if box.height < maxHeight { spans.append(box.minY...box.maxY) }
            }
        }
        return spans
    }

    /// The pages: each slice placed in the page's content rectangle and clipped to
    /// it, with the header and footer in the margins.
    func pages(of list: DisplayList) throws -> [DisplayList] {
        let content = page.contentRect
        let slices = slices(of: list)
        return try slices.enumerated().map { i, slice in
            let clip = ClipPath(
                path: Path(
                    CGRect(
                        x: -content.minX, y: slice.lowerBound, width: page.pageSize.width,
                        height: slice.upperBound - slice.lowerBound)))
            let group = DisplayGroup(
                transform: CGAffineTransform(translationX: content.minX, y: content.minY - slice.lowerBound),
                clips: [clip], items: list.items)
            var items: [DisplayItem] = [.group(group)]
            let number = PageNumber(index: i + 1, count: slices.count)
            if let header { items.append(try marginItem(header(number), top: 0, height: page.margins.top)) }
            if let footer {
                items.append(
                    try marginItem(
                        footer(number), top: page.pageSize.height - page.margins.bottom, height: page.margins.bottom))
            }
            return DisplayList(size: page.pageSize, items: items)
        }
    }

    /// A header or footer laid out at the content width, centred vertically in its margin.
    private func marginItem(_ view: AnyView, top: CGFloat, height: CGFloat) throws -> DisplayItem {
        let content = page.contentRect
        let list = try renderer.with { $0.proposedSize = ProposedViewSize(width: content.width, height: nil) }
            .displayList(view)
        let y = top + max(0, (height - list.size.height) / 2)
        let x = content.minX + max(0, (content.width - list.size.width) / 2)
        return .group(DisplayGroup(transform: CGAffineTransform(translationX: x, y: y), items: list.items))
    }

    /// The paginated PDF's bytes.
    public func pdfData<V: View>(_ view: V) throws -> Data {
        try PDFDocumentWriter.data(pages: try pages(of: contentList(view)), rasterizationScale: renderer.options.scale)
    }

    /// Writes the paginated PDF, atomically.
    public func writePDF<V: View>(_ view: V, to url: URL) throws {
        try PDFDocumentWriter.write(
            pages: try pages(of: contentList(view)), to: url, rasterizationScale: renderer.options.scale)
    }
}
