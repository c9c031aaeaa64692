import Darkroom
import Foundation
import Testing

/// `@AppStorage` reads and writes `UserDefaults`; `@SceneStorage` starts at its default, as a scene that
/// was never saved does.
@Suite("Environment: storage property wrappers")
struct StorageWrapperTests {
    @Test func appStorageReadsTheStoreOrTheDefault() throws {
        let store = try #require(UserDefaults(suiteName: "darkroom-tests-\(UUID().uuidString)"))
        let volume = AppStorage(wrappedValue: 5, "volume", store: store)
        #expect(volume.wrappedValue == 5)
        store.set(8, forKey: "volume")
        #expect(volume.wrappedValue == 8)
        volume.projectedValue.wrappedValue = 3
        #expect(store.integer(forKey: "volume") == 3)
        enum Theme: String { case light, dark }
        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
        store.set("dark", forKey: "theme")
        #expect(theme.wrappedValue == .dark)
        let name = AppStorage<String?>("name", store: store)
        #expect(name.wrappedValue == nil)
        name.wrappedValue = "Ada"
        #expect(store.string(forKey: "name") == "Ada")
        name.wrappedValue = nil
        #expect(store.object(forKey: "name") == nil)
    }

    @Test func appStorageKeepsATableColumnCustomizationAsJSON() throws {
        struct Row: Identifiable { let id: Int }
        let store = try #require(UserDefaults(suiteName: "darkroom-tests-\(UUID().uuidString)"))
        let columns = AppStorage(wrappedValue: TableColumnCustomization<Row>(), "columns", store: store)
        #expect(store.data(forKey: "columns") == nil)
        var hidden = TableColumnCustomization<Row>()
        hidden[visibility: "kind"] = .hidden
        columns.wrappedValue = hidden
        let data = try #require(store.data(forKey: "columns"))
        let decoded = try JSONDecoder().decode(TableColumnCustomization<Row>.self, from: data)
        #expect(decoded[visibility: "kind"] == .hidden)
        #expect(columns.wrappedValue[visibility: "kind"] == .hidden)
    }

    @Test func sceneStorageStartsAtItsDefault() {
        let tab = SceneStorage(wrappedValue: 2, "tab")
        #expect(tab.wrappedValue == 2)
        tab.wrappedValue = 4
        #expect(tab.projectedValue.wrappedValue == 4)
        #expect(SceneStorage<String?>("draft").wrappedValue == nil)
    }
}
