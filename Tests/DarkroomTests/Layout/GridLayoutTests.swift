import Foundation
import Testing
@testable import Darkroom

@Suite("Layout: Grid and lazy grids")
struct GridLayoutTests {
    @Test func columnsTakeTheirWidestCell() throws {
        // Column 0 = max(20, 40) = 40, column 1 = max(50, 10) = 50; rows 10 and 20; 8-point
        // spacing: 40 + 8 + 50 = 98 by 10 + 8 + 20 = 38. Cells are centred in their cells.
        let p = try layoutTree(Grid {
            GridRow { block("a", 20, 10); block("b", 50, 10) }
            GridRow { block("c", 40, 20); block("d", 10, 10) }
        })
        #expect(p.frame.size == CGSize(width: 98, height: 38))
        #expect(frame(p, "a") == CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(frame(p, "b").minX == 48)
        #expect(frame(p, "c").origin == CGPoint(x: 0, y: 18))
        #expect(frame(p, "d").origin == CGPoint(x: 68, y: 23))
    }

    @Test func gridAlignmentAndSpacing() throws {
        // topLeading with no spacing: every cell at its cell's top-left corner.
        let p = try layoutTree(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block("a", 20, 10); block("b", 50, 30) }
            GridRow { block("c", 40, 20); block("d", 10, 10) }
        })
        #expect(frame(p, "b").origin == CGPoint(x: 40, y: 0))
        #expect(frame(p, "c").origin == CGPoint(x: 0, y: 30))
        #expect(frame(p, "d").origin == CGPoint(x: 40, y: 30))
    }

    @Test func rowAlignmentOverridesGrid() throws {
        // GridRow(alignment: .bottom): a (10 tall) sits at the bottom of the 30-tall row.
        let p = try layoutTree(Grid {
            GridRow(alignment: .bottom) { block("a", 20, 10); block("b", 20, 30) }
        })
        #expect(frame(p, "a").minY == 20)
    }

    @Test func spanningCellWidensItsColumns() throws {
        // Columns 20 and 30 span 58 < 100: the 42 extra is split, 41 and 51. a is centred in 41.
        let p = try layoutTree(Grid {
            GridRow { block("a", 20, 10); block("b", 30, 10) }
            GridRow { block("c", 100, 10).gridCellColumns(2) }
        })
        #expect(p.frame.width == 100)
        #expect(frame(p, "a").minX == 10.5)
        #expect(frame(p, "c").minX == 0)
        #expect(frame(p, "b").minX == 41 + 8 + 10.5)
    }

    @Test func columnAlignmentAppliesToTheWholeColumn() throws {
        // gridColumnAlignment(.leading) on one cell left-aligns every cell of column 0.
        let p = try layoutTree(Grid {
            GridRow { block("a", 20, 10).gridColumnAlignment(.leading); block("b", 10, 10) }
            GridRow { block("c", 60, 10); block("d", 10, 10) }
        })
        #expect(frame(p, "a").minX == 0)
        // Column 1 keeps the centre alignment: both are 10 wide in a 10-wide column.
        #expect(frame(p, "b").minX == 68)
    }

    @Test func unsizedCellTakesTheGridsWidth() throws {
        // A full-width colour that does not size its column spans 20 + 8 + 30 = 58.
        let p = try layoutTree(Grid {
            GridRow { block("a", 20, 10); block("b", 30, 10) }
            Color.red.frame(height: 2).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule")
        })
        #expect(frame(p, "rule") == CGRect(x: 0, y: 18, width: 58, height: 2))
    }

    @Test func flexibleCellsShareAnOfferedWidth() throws {
        // Two colour columns share 208 − 8 = 200: 100 each; the row takes the offered 50.
        let p = try layoutTree(Grid {
            GridRow { Color.red.accessibilityIdentifier("a"); Color.blue.accessibilityIdentifier("b") }
        }, 208, 50)
        #expect(frame(p, "a") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(p, "b") == CGRect(x: 108, y: 0, width: 100, height: 50))
    }

    @Test func lazyVGridFixedAndAdaptiveColumns() throws {
        // objc.io's quiz: 200 wide, fixed 70, then 200 − 70 − 8 = 122 for the adaptive column,
        // which holds ⌊(122 + 8)/(40 + 8)⌋ = 2 tracks of (122 − 8)/2 = 57 each.
        let p = try layoutTree(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<5) { i in Color.red.frame(height: 20).accessibilityIdentifier("i\(i)") }
        }.frame(width: 200))
        #expect(frame(p, "i0") == CGRect(x: 0, y: 0, width: 70, height: 20))
        #expect(frame(p, "i1") == CGRect(x: 78, y: 0, width: 57, height: 20))
        #expect(frame(p, "i2") == CGRect(x: 143, y: 0, width: 57, height: 20))
        // The fourth item starts the second row, 20 + 8 down.
        #expect(frame(p, "i3").origin == CGPoint(x: 0, y: 28))
    }

    @Test func lazyVGridFlexibleColumnsOverflowInOrder() throws {
        // flexible(min 50) and flexible(min 120) in 200: 192 left; the first takes 192/2 = 96,
        // the second max(120, 96) = 120; 96 + 8 + 120 = 224 overflows and is centred: x −12.
        let p = try layoutTree(
            LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) {
                Color.red.frame(height: 10).accessibilityIdentifier("a")
                Color.red.frame(height: 10).accessibilityIdentifier("b")
            }.frame(width: 200))
        #expect(frame(p, "a") == CGRect(x: -12, y: 0, width: 96, height: 10))
        #expect(frame(p, "b") == CGRect(x: 92, y: 0, width: 120, height: 10))
    }

    @Test func lazyVGridRowSpacingAndRowHeight() throws {
        // Two flexible columns of 100 (208 − 8 split); rows 30 tall (the tallest item), 12 apart.
        let p = try layoutTree(LazyVGrid(columns: [GridItem(), GridItem()], spacing: 12) {
            block("a", 20, 30); block("b", 20, 10); block("c", 20, 10)
        }, 208, 500)
        #expect(frame(p, "b").origin == CGPoint(x: 148, y: 10))
        #expect(frame(p, "c").minY == 42)
        #expect(p.frame.height == 52)
    }

    @Test func lazyHGridFillsColumnsTopToBottom() throws {
        // Two fixed rows of 20 with spacing 8: items go down the first column, then the next.
        let p = try layoutTree(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
            block("a", 30, 20); block("b", 30, 20); block("c", 30, 20)
        })
        #expect(frame(p, "b").origin == CGPoint(x: 0, y: 28))
        #expect(frame(p, "c").origin == CGPoint(x: 38, y: 0))
        #expect(p.frame.size == CGSize(width: 68, height: 48))
    }

    @Test func lazyGridSectionsStartNewLinesWithSpanningHeaders() throws {
        // Two 100-point columns in 208. Section A has 3 items (2 lines), then section B's header
        // starts a new line spanning the grid (centred: (208 − 50)/2 = 79), then B's item.
        // Lines: header A 10, items 20, items 20, header B 10, item 20 — 8 apart.
        let p = try layoutTree(
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                Section {
                    ForEach(0..<3) { i in Color.red.frame(height: 20).accessibilityIdentifier("a\(i)") }
                } header: {
                    block("ha", 50, 10)
                }
                Section {
                    Color.red.frame(height: 20).accessibilityIdentifier("b0")
                } header: {
                    block("hb", 50, 10)
                }
            }, 208, nil)
        #expect(frame(p, "ha").origin == CGPoint(x: 79, y: 0))
        #expect(frame(p, "a0") == CGRect(x: 0, y: 18, width: 100, height: 20))
        #expect(frame(p, "a2").origin == CGPoint(x: 0, y: 46))
        #expect(frame(p, "hb").origin == CGPoint(x: 79, y: 74))
        #expect(frame(p, "b0").origin == CGPoint(x: 0, y: 92))
        #expect(p.frame.height == 112)
    }

    @Test func gridReportsItsFirstRowsBaseline() throws {
        // Baseline-aligned beside a grid, a block's bottom sits on the grid's first text baseline:
        // the first row's text (row 0 is 30 tall, the text centred in it).
        let t = Text("Name")
        let p = try layoutTree(HStack(alignment: .firstTextBaseline) {
            Grid {
                GridRow { t.accessibilityIdentifier("t"); block("tall", 10, 30) }
                GridRow { Text("Second row") ; block("x", 10, 10) }
            }
            block("b", 10, 10)
        })
        #expect(approx(frame(p, "b").maxY, frame(p, "t").minY + firstBaseline(t)))
    }
}
