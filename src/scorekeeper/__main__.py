from scorekeeper.startup import main

raise SystemExit(main())
