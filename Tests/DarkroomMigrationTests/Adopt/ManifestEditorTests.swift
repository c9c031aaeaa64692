import Testing
@testable import DarkroomMigration

/// The Package.swift edit: the Darkroom dependency and Linux-only products per target.
@Suite struct ManifestEditorTests {
    let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [
                .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
            ],
            targets: [
                .target(name: "Cards", path: "Sources/CardKit"),
                .target(
                    name: "Charts2",
                    dependencies: ["Cards"]
                ),
                .testTarget(name: "CardsTests", dependencies: ["Cards"]),
            ]
        )

        """

    let editor = ManifestEditor(dependency: .path("../Darkroom"))

    @Test func findsTargetsAndTheirFolders() {
        #expect(editor.targets(in: manifest) == [
            .init(name: "Cards", path: "Sources/CardKit"),
            .init(name: "Charts2", path: "Sources/Charts2"),
            .init(name: "CardsTests", path: "Tests/CardsTests"),
        ])
    }

    @Test func addsDependencyAndProducts() {
        let products = ["Cards": ["DarkroomCompat"], "Charts2": ["DarkroomCharts", "DarkroomCompat"]]
        let result = editor.edit(manifest, path: "Package.swift", products: products)
        #expect(result.rewritten == """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
                    .package(path: "../Darkroom"),
                ],
                targets: [
                    .target(name: "Cards", dependencies: [
                        .product(name: "DarkroomCompat", package: "Darkroom", condition: .when(platforms: [.linux])),
                    ], path: "Sources/CardKit"),
                    .target(
                        name: "Charts2",
                        dependencies: [
                            "Cards",
                            .product(name: "DarkroomCharts", package: "Darkroom", condition: .when(platforms: [.linux])),
                            .product(name: "DarkroomCompat", package: "Darkroom", condition: .when(platforms: [.linux])),
                        ]
                    ),
                    .testTarget(name: "CardsTests", dependencies: ["Cards"]),
                ]
            )

            """)
        let again = editor.edit(result.rewritten, path: "Package.swift", products: products)
        #expect(again.rewritten == result.rewritten)
        #expect(again.sites.allSatisfy { $0.outcome == .unchanged })
    }

    @Test func identityComesFromThePathOrURL() {
        #expect(DarkroomDependency.path("../../").identity == "..")
        #expect(DarkroomDependency.path("/src/Darkroom").identity == "Darkroom")
        #expect(DarkroomDependency.url("https://example.org/x/Darkroom.git", from: "1.0.0").identity == "Darkroom")
    }
}
