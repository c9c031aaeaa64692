import Foundation
import Testing
@testable import Darkroom

/// `GridLayout` lays out rows exactly as `Grid` does, used directly or through `AnyLayout`.
@Suite struct GridLayoutValueTests {
    func rows() -> some View {
        Group {
            GridRow { block("a", 20, 10); block("b", 50, 10) }
            GridRow { block("c", 40, 20); block("d", 10, 10) }
        }
    }

    func frames(_ view: some View) throws -> [CGRect] {
        let placed = try layoutTree(view)
        return ["a", "b", "c", "d"].map { frame(placed, $0) }
    }

    @Test func placesLikeAGrid() throws {
        let grid = try frames(Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 6) { rows() })
        let direct = try frames(GridLayout(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 6) { rows() })
        let erased = try frames(
            AnyLayout(GridLayout(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 6)) { rows() })
        #expect(direct == grid)
        #expect(erased == grid)
        // The second column starts after the widest first cell (40) and the 4-point gap.
        #expect(grid[1].minX - grid[0].minX == 44)
    }
}
