import Foundation

/// Shares `total` among tracks (grid columns or rows) the way stacks share
/// space: the least flexible track (largest minus smallest size it accepts)
/// first, each offered an even share of what is left.
func distributeTracks(total: CGFloat, count: Int, size: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
    let flex = (0..<count).map { size($0, .infinity) - size($0, 0) }
    let order = (0..<count).sorted { flex[$0] != flex[$1] ? flex[$0] < flex[$1] : $0 < $1 }
    var result = [CGFloat](repeating: 0, count: count)
    var remaining = total
    var left = count
    for i in order {
        let share = max(0, remaining / CGFloat(left))
        result[i] = size(i, share)
        remaining -= result[i]
        left -= 1
    }
    return result
}

/// `GridRow` outside a `Grid` lays out like an `HStack`; inside one, the grid reads its cells.
final class GridRowNode: LayoutNode {
    let cells: [LayoutNode]
    let alignment: VerticalAlignment?
    private let fallback: StackNode
    init(cells: [LayoutNode], alignment: VerticalAlignment?) {
        self.cells = cells; self.alignment = alignment
        fallback = StackNode(axis: .horizontal, alignment: alignment ?? .center, spacing: nil, children: cells)
        super.init(name: "GridRow")
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { fallback.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        var placed = fallback.place(in: rect, proposal: proposal)
        placed.name = name
        placed.identifier = identifier
        return placed
    }
}

/// `Grid`: rows of cells in shared columns. A column is as wide as its widest
/// cell (with a finite width offered, columns share it as a stack's children
/// would); a row is as tall as its aligned cells. A view outside a `GridRow`
/// spans every column. Cells are proposed their cell's size when placed.
final class GridNode: LayoutNode {
    struct Cell { let node: LayoutNode; let column: Int; var span: Int }
    struct Row { var cells: [Cell]; let alignment: VerticalAlignment?; let isRow: Bool }

    let rows: [Row]
    let columnCount: Int
    let alignment: Alignment
    let hSpacing: CGFloat, vSpacing: CGFloat

    init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, children: [LayoutNode]) {
        self.alignment = alignment
        hSpacing = horizontalSpacing ?? StackNode.defaultSpacing
        vSpacing = verticalSpacing ?? StackNode.defaultSpacing
        var rows: [Row] = []
        var columns = 0
        for child in children {
            if let row = child as? GridRowNode {
                var cells: [Cell] = []
                var c = 0
                for cell in row.cells {
                    let span = max(1, cell.value(GridCellColumnsKey.self))
                    cells.append(Cell(node: cell, column: c, span: span))
                    c += span
                }
                columns = max(columns, c)
                rows.append(Row(cells: cells, alignment: row.alignment, isRow: true))
            } else {
                rows.append(Row(cells: [Cell(node: child, column: 0, span: 0)], alignment: nil, isRow: false))
            }
        }
        let count = max(columns, rows.contains { !$0.isRow } ? 1 : 0)
        columnCount = count
        // A view outside a row spans all columns.
        self.rows = rows.map { r in
            guard !r.isRow else { return r }
            var r = r; r.cells[0].span = max(1, count); return r
        }
        super.init(name: "Grid")
    }

    private func isSized(_ cell: Cell, _ axis: Axis) -> Bool {
        !cell.node.value(GridCellUnsizedAxesKey.self).contains(axis == .horizontal ? .horizontal : .vertical)
    }

    private func columnWidths(_ p: ProposedViewSize) -> [CGFloat] {
        let n = columnCount
        guard n > 0 else { return [] }
        let cellsByColumn: [[LayoutNode]] = (0..<n).map { c in
            rows.flatMap { $0.cells.filter { $0.column == c && $0.span == 1 && isSized($0, .horizontal) }.map(\.node) }
        }
        func width(_ c: Int, _ offer: CGFloat?) -> CGFloat {
            cellsByColumn[c].map { $0.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        var widths: [CGFloat]
        let gaps = hSpacing * CGFloat(n - 1)
        if let w = p.width {
            widths = distributeTracks(total: w - gaps, count: n) { width($0, $1) }
        } else {
            widths = (0..<n).map { width($0, nil) }
        }
        // Spanning cells widen the columns they cover when they need more room.
        for row in rows {
            for cell in row.cells where cell.span > 1 && isSized(cell, .horizontal) {
                let range = cell.column..<min(n, cell.column + cell.span)
                let spanWidth = range.reduce(0) { $0 + widths[$1] } + hSpacing * CGFloat(range.count - 1)
                let offer = p.width.map {
                    $0 - gaps - (0..<n).filter { !range.contains($0) }.reduce(0) { $0 + widths[$1] }
                        + hSpacing * CGFloat(range.count - 1)
                }
                let need = cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
                if need > spanWidth + 0.001 {
                    let extra = (need - spanWidth) / CGFloat(range.count)
                    for c in range { widths[c] += extra }
                }
            }
        }
        return widths
    }

    private func spanWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        let range = cell.column..<min(widths.count, cell.column + cell.span)
        guard !range.isEmpty else { return 0 }
        return range.reduce(0) { $0 + widths[$1] } + hSpacing * CGFloat(range.count - 1)
    }

    private func rowAlignment(_ row: Row) -> VerticalAlignment { row.alignment ?? alignment.vertical }

    /// A row's height for a height offer: the extent of its sized cells aligned on the row's guide.
    private func rowHeight(_ row: Row, widths: [CGFloat], offer: CGFloat?) -> CGFloat {
        var above: CGFloat = 0, below: CGFloat = 0
        for cell in row.cells where isSized(cell, .vertical) {
            let size = cell.node.sizeThatFits(ProposedViewSize(width: spanWidth(cell, widths), height: offer))
            let g = cell.node.dimensions(size)[rowAlignment(row)]
            above = max(above, g); below = max(below, size.height - g)
        }
        return above + below
    }

    private func layout(_ p: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat]) {
        let widths = columnWidths(p)
        let gaps = vSpacing * CGFloat(max(0, rows.count - 1))
        let heights: [CGFloat]
        if let h = p.height {
            heights = distributeTracks(total: h - gaps, count: rows.count) {
                rowHeight(rows[$0], widths: widths, offer: $1)
            }
        } else {
            heights = rows.map { rowHeight($0, widths: widths, offer: nil) }
        }
        return (widths, heights)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let (w, h) = layout(p)
        let width = w.reduce(0, +) + hSpacing * CGFloat(max(0, w.count - 1))
        let height = h.reduce(0, +) + vSpacing * CGFloat(max(0, h.count - 1))
        return CGSize(width: width, height: height)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let (widths, heights) = layout(proposal)
        var xs: [CGFloat] = []
        var x = rect.minX
        for w in widths { xs.append(x); x += w + hSpacing }
        // Column alignment: the first cell in a column that sets one decides.
        let columnAlignment: [HorizontalAlignment] = (0..<columnCount).map { c in
            for row in rows where row.isRow {
                for cell in row.cells where cell.column == c {
                    if let a = cell.node.value(GridColumnAlignmentKey.self) { return a }
                }
            }
            return alignment.horizontal
        }
        var placed: [PlacedView] = []
        var y = rect.minY
        for (r, row) in rows.enumerated() {
            let rowH = heights[r]
            var sizes: [CGSize] = []
            for cell in row.cells {
                sizes.append(cell.node.sizeThatFits(ProposedViewSize(width: spanWidth(cell, widths), height: rowH)))
            }
            let va = rowAlignment(row)
            let line = zip(row.cells, sizes).map { $0.node.dimensions($1)[va] }.max() ?? 0
            for (cell, size) in zip(row.cells, sizes) {
                let cellRect = CGRect(x: xs.indices.contains(cell.column) ? xs[cell.column] : rect.minX, y: y,
                                      width: spanWidth(cell, widths), height: rowH)
                let origin: CGPoint
                if let anchor = cell.node.value(GridCellAnchorKey.self) {
                    origin = CGPoint(x: cellRect.minX + anchor.x * (cellRect.width - size.width),
                                     y: cellRect.minY + anchor.y * (cellRect.height - size.height))
                } else {
                    let ha =
                        row.isRow
                        ? (columnAlignment.indices.contains(cell.column)
                            ? columnAlignment[cell.column] : alignment.horizontal)
                        : alignment.horizontal
                    let d = cell.node.dimensions(size)
                    let ox = cellRect.minX + ViewDimensions(size: cellRect.size)[ha] - d[ha]
                    origin = CGPoint(x: ox, y: cellRect.minY + line - d[va])
                }
                placed.append(cell.node.place(in: CGRect(origin: origin, size: size),
                                              proposal: ProposedViewSize(width: cellRect.width, height: rowH)))
            }
            y += rowH + vSpacing
        }
        return PlacedView(node: self, frame: rect, children: placed)
    }

    /// The grid's explicit guides merge its cells' (baselines: the first row's first baseline),
    /// each at the cell's placed position.
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let placed = place(in: CGRect(origin: .zero, size: size), proposal: proposal(producing: size))
        let cells = rows.flatMap { $0.cells.map(\.node) }
        let values = zip(cells, placed.children).compactMap { node, p in
            node.guide(key, size: p.frame.size).map { $0 + (key.axis == .horizontal ? p.frame.minX : p.frame.minY) }
        }
        return key.combine(values)
    }
}
