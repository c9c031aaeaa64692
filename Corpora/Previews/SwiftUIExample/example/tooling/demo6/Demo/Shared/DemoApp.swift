//
//  DemoApp.swift
//  Shared
//
//  Created by 王楚江 on 2021/4/7.
//

import SwiftUI

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
                .frame(minWidth: 450, minHeight: 300)
        }
    }
}
