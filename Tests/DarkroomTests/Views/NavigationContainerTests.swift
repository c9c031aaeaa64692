import Darkroom
import Foundation
import Testing

/// An iPhone shows one column of a split view, the preferred compact one; a navigation path counts and
/// encodes what is pushed.
@Suite("Views: navigation containers")
struct NavigationContainerTests {
    private func texts(_ view: some View) throws -> [String] {
        try layout(view.frame(width: 390)).all(named: "Text").compactMap(\.text)
    }

    @Test func splitViewShowsThePreferredCompactColumn() throws {
        func split(_ column: NavigationSplitViewColumn) -> some View {
            NavigationSplitView(preferredCompactColumn: .constant(column)) {
                Text("Sidebar")
            } content: {
                Text("Content")
            } detail: {
                Text("Detail")
            }
        }
        #expect(try texts(split(.sidebar)) == ["Sidebar"])
        #expect(try texts(split(.content)) == ["Content"])
        #expect(try texts(split(.detail)) == ["Detail"])
        #expect(try texts(NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }) == ["Sidebar"])
    }

    @Test func pathCountsAndEncodesItsValues() throws {
        var path = NavigationPath([1, 2])
        path.append("three")
        #expect(path.count == 3)
        let codable = try #require(path.codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self,
                                               from: JSONEncoder().encode(codable))
        #expect(decoded == codable)
        #expect(NavigationPath(decoded).count == 3)
        path.removeLast(2)
        #expect(path.count == 1 && !path.isEmpty)
        struct NotCodable: Hashable {}
        path.append(NotCodable())
        #expect(path.codable == nil)
    }
}
