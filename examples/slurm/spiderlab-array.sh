#!/bin/bash
# One shard of a SpiderLab job as a task of a Slurm array job:
#
#   sbatch --array=1-N examples/slurm/spiderlab-array.sh OUT COMMAND [OPTIONS...]
#   spiderlab merge OUT/shard-* --out OUT/merged          # once every task has ended
#
# Task K runs `spiderlab COMMAND OPTIONS... --shard K/N` into OUT/shard-K (--out for campaign,
# -o for bench-deals and qbf-campaign), K = SLURM_ARRAY_TASK_ID, N = SLURM_ARRAY_TASK_COUNT; the array must be
# 1-N. A task that is run again resumes its shard. SPIDERLAB is the command that runs SpiderLab
# (default: java $JAVA_OPTS -jar examples/target/spiderlab.jar, from the clone's root).
#SBATCH --job-name=spiderlab
#SBATCH --output=slurm-%A_%a.out
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: sbatch --array=1-N $0 OUT COMMAND [OPTIONS...]" >&2
  exit 2
fi
OUT="$1"
COMMAND="$2"
shift 2
K="${SLURM_ARRAY_TASK_ID:?run this script with sbatch --array=1-N}"
N="${SLURM_ARRAY_TASK_COUNT:?run this script with sbatch --array=1-N}"
case "$COMMAND" in
  bench-deals | qbf-campaign) DIR_OPTION=-o ;;
  campaign) DIR_OPTION=--out ;;
  *) echo "spiderlab-array.sh: COMMAND must be campaign, qbf-campaign or bench-deals, got $COMMAND" >&2; exit 2 ;;
esac
mkdir -p "$OUT"
# shellcheck disable=SC2086
exec ${SPIDERLAB:-java ${JAVA_OPTS:-} -jar examples/target/spiderlab.jar} "$COMMAND" "$@" \
  --shard "$K/$N" "$DIR_OPTION" "$OUT/shard-$K"
