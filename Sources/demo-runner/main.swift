import DemoKitDemos
import DemoKitRunner

DemoRunner.main(groups: DemoCatalog.groups)
