import Foundation

// Run the CLI tool
StringCatalogParserCommand.main()
