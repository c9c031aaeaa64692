//
//  DemoApp.swift
//  Shared
//
//  Created by 王楚江 on 2021/3/18.
//

import SwiftUI

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
